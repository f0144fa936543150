/**
 * The guest's pages (web/invite.html: /invite/{code}, its end screen, /recipients/{code}) are an
 * app of their own, without the router and the host's pages: what a guest's phone downloads is the
 * invitation and the answer form (bytes on the wire matter on a guest's phone). The server paints
 * the invitation into the HTML (server/src/http/invite-first-paint.ts); this entry is the only
 * script the page names, and it asks for the app's code and stylesheet once that paint is on
 * screen, so nothing competes with it.
 */
function afterFirstPaint(): Promise<void> {
  // A page opened in the background paints when shown: nothing to wait for.
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** Resolves with `value` in a later task: the app's code runs in one task, its first render in the next. */
function nextTask<T>(value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), 0));
}

// The app's chunk brings its stylesheet: Vite's loader applies it before the import resolves.
void afterFirstPaint()
  .then(() => import('./guest-boot.tsx'))
  .then(nextTask)
  .then(({ startGuestApp }) => startGuestApp());
