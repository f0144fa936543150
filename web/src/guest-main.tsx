import { FIRST_PAINT_ID } from '@partyreel/shared/invite/first-paint';
import { preloadPageFonts } from './features/guest/page-font-preloads.ts';
import { firstPaintPresented } from './lib/first-paint-presented.ts';

/**
 * The guest's pages (web/invite.html: /invite/{code}, its end screen, /recipients/{code}) are an
 * app of their own, without the router and the host's pages: what a guest's phone downloads is the
 * invitation and the answer form (bytes on the wire matter on a guest's phone). The server paints
 * the invitation into the HTML (server/src/http/invite-first-paint.ts); this entry is the only
 * script the page names, and it asks for the page's faces and then the app's code and stylesheet
 * once that paint is on screen, so nothing competes with it.
 */

/** Resolves with `value` in a later task: the app's code runs in one task, its first render in the next. */
function nextTask<T>(value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), 0));
}

/**
 * Resolves once the painted invitation is on the screen (firstPaintPresented) and the poster, the
 * paint's largest part, is decoded; then a task later.
 */
function afterFirstPaint(): Promise<void> {
  // A page opened in the background paints when shown: nothing to wait for.
  if (document.visibilityState === 'hidden') return Promise.resolve();
  const poster = document.querySelector<HTMLImageElement>(`#${FIRST_PAINT_ID} img`);
  const decoded = poster ? poster.decode().catch(() => undefined) : undefined;
  return Promise.all([decoded, firstPaintPresented()]).then(() => nextTask(undefined));
}

// The faces first, in a task of their own; then the app's chunk, which brings its stylesheet:
// Vite's loader applies it before the import resolves.
void afterFirstPaint()
  .then(preloadPageFonts)
  .then(nextTask)
  .then(() => import('./guest-boot.tsx'))
  .then(nextTask)
  .then(({ startGuestApp }) => startGuestApp());
