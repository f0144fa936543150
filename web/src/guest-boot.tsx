import '@fontsource-variable/fredoka';
import '@fontsource-variable/nunito';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { hideBeneathFirstPaint, takeFirstPaintData } from './features/guest/first-paint-data.ts';
import type { GuestTemplate } from './features/guest/guest-api.ts';
import { GuestApp } from './features/guest/guest-app.tsx';
import { guestPageOf } from './features/guest/guest-location.ts';
import { templateFacesIn } from './features/player/lazy-invitation-player.tsx';

/** The longest the first render waits for the page's own faces before it lays out in fallbacks. */
const PAGE_FACES_WAIT_MS = 800;

/**
 * The page's own two faces and the template's, preloaded as the invitation was painted
 * (guest-main.tsx), loaded before the first render: the page is then laid out once in them, not
 * in fallbacks and again as each face and each face's stylesheet arrives (a new @font-face lays
 * out every word of the page again; docs/decisions/073). Never rejects, and waits at most
 * PAGE_FACES_WAIT_MS: on a slow line the page renders in fallbacks as before.
 */
function facesIn(template: GuestTemplate | null): Promise<unknown> {
  const faces = document.fonts;
  return Promise.race([
    Promise.all([
      faces.load('1em "Nunito Variable"'),
      faces.load('1em "Fredoka Variable"'),
      template ? templateFacesIn(template.fonts) : undefined,
    ]),
    new Promise((resolve) => setTimeout(resolve, PAGE_FACES_WAIT_MS)),
  ]).catch(() => undefined);
}

/**
 * Starts the guest's pages (see guest-main.tsx): the invitation the server sent with the HTML
 * (server/src/http/invite-first-paint.ts) goes into the guest cache (features/guest/guest-cache.ts),
 * and, once the page's faces are in, the app renders beneath the painted invitation, which it then
 * takes away. A page with nothing painted over it renders at once. Preact renders a tree in one
 * task (its `startTransition` does not slice): the invitation page stages itself (invite-page.tsx).
 */
export async function startGuestApp(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('invite.html has no #root element');
  const start = guestPageOf(window.location.pathname, window.location.search);
  const template = start.page === 'invite' ? takeFirstPaintData(start.address) : null;
  if (hideBeneathFirstPaint(root)) await facesIn(template);
  createRoot(root).render(
    <StrictMode>
      <GuestApp />
    </StrictMode>,
  );
}
