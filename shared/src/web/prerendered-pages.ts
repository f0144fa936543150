/**
 * The public pages the web build draws ahead of time (web/build/prerender.ts): each path the server
 * answers with the page's own HTML, whose #root already holds the page as a first visit shows it
 * (docs/decisions/074). The app then takes the page over (web/src/main.tsx). Every other path of
 * the app gets index.html and is drawn by the app alone.
 */
export const PRERENDERED_PAGES: Readonly<Record<string, string>> = {
  '/': 'prerendered/landing.html',
  '/waitlist': 'prerendered/waitlist.html',
};
