import { describe, expect, it } from 'vitest';
import { guestPageFontFiles, latinFontFilesIn } from './font-files.ts';

// As @fontsource writes them, and as the build minifies them.
const SOURCE_CSS = `/* quicksand-latin-ext-wght-normal */
@font-face {
  font-family: 'Quicksand Variable';
  font-display: swap;
  font-weight: 300 700;
  src: url(/assets/quicksand-latin-ext-wght-normal-a.woff2) format('woff2-variations');
  unicode-range: U+0100-02BA,U+02BD-02C5;
}
/* quicksand-latin-wght-normal */
@font-face {
  font-family: 'Quicksand Variable';
  font-display: swap;
  font-weight: 300 700;
  src: url(/assets/quicksand-latin-wght-normal-b.woff2) format('woff2-variations');
  unicode-range: U+0000-00FF,U+0131,U+0152-0153;
}`;
const MINIFIED_CSS =
  '@font-face{font-family:Mountains of Christmas;font-weight:400;src:url(/assets/moc-latin-400-c.woff2)format("woff2"),url(/assets/moc-latin-400-c.woff)format("woff");unicode-range:U+??,U+131}' +
  '@font-face{font-family:Mountains of Christmas;font-weight:700;src:url(/assets/moc-latin-700-d.woff2)format("woff2");unicode-range:U+??,U+131}' +
  '@font-face{font-family:"Bungee";src:url(/assets/bungee-vietnamese-e.woff2)format("woff2");unicode-range:U+102-103,U+110-111}' +
  '@font-face{font-family:"Bungee";src:url(/assets/bungee-latin-f.woff)format("woff");unicode-range:U+??}';

describe('Latin font files', () => {
  it("finds each family's Latin faces, every weight, and nothing of other scripts", () => {
    const files = latinFontFilesIn(MINIFIED_CSS, latinFontFilesIn(SOURCE_CSS));
    expect(Object.fromEntries(files)).toEqual({
      'Quicksand Variable': ['/assets/quicksand-latin-wght-normal-b.woff2'],
      'Mountains of Christmas': ['/assets/moc-latin-400-c.woff2', '/assets/moc-latin-700-d.woff2'],
    });
  });

  it("gives a template's display and body faces once, and nothing for a family it does not know", () => {
    const files = latinFontFilesIn(MINIFIED_CSS, latinFontFilesIn(SOURCE_CSS));
    expect(
      guestPageFontFiles({ display: 'Mountains of Christmas', body: 'Quicksand' }, files),
    ).toEqual([
      '/assets/moc-latin-400-c.woff2',
      '/assets/moc-latin-700-d.woff2',
      '/assets/quicksand-latin-wght-normal-b.woff2',
    ]);
    expect(guestPageFontFiles({ display: 'Quicksand', body: 'Quicksand' }, files)).toHaveLength(1);
    expect(guestPageFontFiles({ display: 'Comic Sans', body: 'Bungee' }, files)).toEqual([]);
  });

  it("names the page's own two faces first, and a template face that is one of them once", () => {
    const files = latinFontFilesIn(
      '@font-face{font-family:"Fredoka Variable";src:url(/assets/fredoka-latin-f.woff2)format("woff2");unicode-range:U+??}' +
        '@font-face{font-family:"Nunito Variable";src:url(/assets/nunito-latin-n.woff2)format("woff2");unicode-range:U+??}',
      latinFontFilesIn(SOURCE_CSS),
    );
    expect(guestPageFontFiles({ display: 'Fredoka', body: 'Quicksand' }, files)).toEqual([
      '/assets/nunito-latin-n.woff2',
      '/assets/fredoka-latin-f.woff2',
      '/assets/quicksand-latin-wght-normal-b.woff2',
    ]);
  });
});
