import { PAGE_FONT_META } from '@partyreel/shared/invite/first-paint';

/**
 * Preloads the faces the server names in the guest's page (PAGE_FONT_META,
 * server/src/http/invite-first-paint.ts: the page's own two and the template's). The page's
 * entry calls it once, as soon as the invitation is on screen (guest-main.tsx), so the files come with
 * the app's code, not after it has run and asked for its stylesheets. Not sooner: before the
 * painted invitation is on screen they would compete with it.
 */
export function preloadPageFonts(): void {
  for (const meta of document.querySelectorAll<HTMLMetaElement>(`meta[name="${PAGE_FONT_META}"]`)) {
    const link = Object.assign(document.createElement('link'), {
      rel: 'preload',
      as: 'font',
      type: 'font/woff2',
      href: meta.content,
      crossOrigin: 'anonymous',
    });
    document.head.append(link);
  }
}
