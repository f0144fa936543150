import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHexColor, relativeLuminance } from './contrast.ts';

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
