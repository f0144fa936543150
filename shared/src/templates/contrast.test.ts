import { describe, expect, it } from 'vitest';
import { TEMPLATE_CATALOGUE } from './catalogue.ts';
import {
  contrastRatio,
  MIN_TEXT_CONTRAST,
  parseHexColor,
  readableOn,
  readableTextOn,
  relativeLuminance,
} from './contrast.ts';

describe('WCAG contrast', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#3b5bdb', '#3b5bdb')).toBe(1);
  });

  it('matches published values on both sides of the 4.5:1 line', () => {
    // #767676 is the lightest grey that passes AA on white; #777777 just fails.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#ff0000', '#ffffff')).toBeCloseTo(4.0, 1);
  });

  it('is the same whichever colour comes first', () => {
    expect(contrastRatio('#ffffff', '#1864ab')).toBe(contrastRatio('#1864ab', '#ffffff'));
  });

  it('reads #RGB like #RRGGBB, in either letter case', () => {
    expect(parseHexColor('#fA0')).toEqual([255, 170, 0]);
    expect(relativeLuminance('#fff')).toBe(relativeLuminance('#FFFFFF'));
    expect(relativeLuminance('#fff')).toBe(1);
    expect(relativeLuminance('#000')).toBe(0);
  });

  it.each(['red', '#12345', '#gggggg', '', 'rgb(0,0,0)'])('refuses %j', (colour) => {
    expect(() => parseHexColor(colour)).toThrow();
  });
});

describe('readableTextOn', () => {
  it('keeps the first colour that reads, and falls back to the one that reads best', () => {
    expect(readableTextOn('#6d28d9', ['#ffffff', '#24113f'])).toBe('#ffffff');
    // White on this coral is 2.8:1: the dark ink is taken instead.
    expect(readableTextOn('#ff6b6b', ['#ffffff', '#24113f', '#000000'])).toBe('#24113f');
    expect(readableTextOn('#ff6b6b', ['#ffffff', '#ffeeee'])).toBe('#ffffff');
  });

  it('always reads with black and white among the choices', () => {
    for (const background of ['#ff6b6b', '#777777', '#facc15', '#1864ab', '#00bc7d']) {
      const text = readableTextOn(background, ['#ffffff', '#000000']);
      expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });
});

describe('readableOn', () => {
  it('keeps a colour that reads, and darkens one that does not only as far as it must', () => {
    expect(readableOn('#6d28d9', '#ffffff')).toBe('#6d28d9');
    // The envelope's orange greeting on its cream letter was 1.88:1.
    const greeting = readableOn('#fca311', '#fff6ea');
    expect(contrastRatio(greeting, '#fff6ea')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(greeting, '#fff6ea')).toBeLessThan(7);
    // On a dark card it lightens instead.
    const onDark = readableOn('#3b1f6e', '#1a1025');
    expect(contrastRatio(onDark, '#1a1025')).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(relativeLuminance(onDark)).toBeGreaterThan(relativeLuminance('#3b1f6e'));
  });

  it("reads on every template's card", () => {
    for (const { palette, id } of TEMPLATE_CATALOGUE) {
      const text = readableOn(palette.accent, palette.surface);
      expect(contrastRatio(text, palette.surface), id).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });
});
