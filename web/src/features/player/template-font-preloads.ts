import { TEMPLATE_FONT_META } from '@partyreel/shared/invite/first-paint';

/**
 * Preloads the template's own faces that the server names in the guest's page (TEMPLATE_FONT_META,
 * server/src/http/invite-first-paint.ts), once: called as the player's code is asked for, so the
 * font files come with it instead of after it has run and asked for its font stylesheet. Not
 * sooner: before the painted invitation is on screen they would compete with it.
 */
let preloaded = false;
export function preloadTemplateFonts(): void {
  if (preloaded) return;
  preloaded = true;
  for (const meta of document.querySelectorAll<HTMLMetaElement>(
    `meta[name="${TEMPLATE_FONT_META}"]`,
  )) {
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
