import '@fontsource-variable/fredoka';
import '@fontsource-variable/nunito';
import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { takeFirstPaintData } from './features/guest/first-paint-data.ts';
import { GuestApp } from './features/guest/guest-app.tsx';
import { guestPageOf } from './features/guest/guest-location.ts';

/**
 * Starts the guest's pages (see guest-main.tsx): the invitation the server sent with the HTML
 * (server/src/http/invite-first-paint.ts) goes into the guest cache (features/guest/guest-cache.ts),
 * and the app renders beneath the painted invitation, which it then takes away.
 */
export function startGuestApp(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('invite.html has no #root element');
  const start = guestPageOf(window.location.pathname, window.location.search);
  if (start.page === 'invite') takeFirstPaintData(start.address);
  // A transition: React renders in slices and lets the browser in between, so a guest's tap is
  // never kept waiting behind the first render (the painted invitation is on screen meanwhile).
  startTransition(() =>
    createRoot(root).render(
      <StrictMode>
        <GuestApp />
      </StrictMode>,
    ),
  );
}
