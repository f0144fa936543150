import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEMPLATE_CATALOGUE } from './catalogue.ts';
import { FONT_SOURCES, type FontFamily } from './fonts.ts';
import type { TemplateDefinition } from './template-types.ts';
import { thumbnailSvg } from './thumbnail-svg.ts';

/** A small well-formedness check: tags nest and close, attributes are quoted, text is escaped. */
function expectWellFormedXml(xml: string) {
  const token = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y;
  const stack: string[] = [];
  let i = 0;
  while (i < xml.length) {
    if (xml[i] === '<') {
      token.lastIndex = i;
      const m = token.exec(xml);
      if (!m) throw new Error(`malformed tag at ${i}: ${xml.slice(i, i + 60)}`);
      const [, closing, tag = '', attributes = '', selfClosing] = m;
      for (const [, value = ''] of attributes.matchAll(/="([^"]*)"/g)) {
        expect(value.replace(/&(amp|lt|gt|quot|apos);/g, '')).not.toMatch(/[&<]/);
      }
      if (closing) expect(stack.pop(), `</${tag}> at ${i}`).toBe(tag);
      else if (!selfClosing) stack.push(tag);
      i = token.lastIndex;
    } else {
      const end = xml.indexOf('<', i);
      const text = xml.slice(i, end === -1 ? xml.length : end);
      expect(text.replace(/&(amp|lt|gt|quot|apos);/g, '')).not.toMatch(/[&>]/);
      i = end === -1 ? xml.length : end;
    }
  }
  expect(stack).toEqual([]);
}

const sample = TEMPLATE_CATALOGUE[0] as TemplateDefinition;

afterEach(() => vi.restoreAllMocks());

describe('thumbnailSvg', () => {
  it.each(TEMPLATE_CATALOGUE.map((t) => [t.id, t] as const))(
    '%s: a 16:10 picture in its palette with its layout, motifs and name',
    (_, t) => {
      const svg = thumbnailSvg(t);
      expectWellFormedXml(svg);
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 320 200"/);
      expect(svg).toContain(`fill="${t.palette.background}"`);
      expect(svg).toContain(`fill="${t.palette.primary}"`);
      expect(svg).toContain(`class="layout layout-${t.layout}"`);
      for (const motif of t.motifs) expect(svg).toContain(`class="motif motif-${motif}"`);
      expect((svg.match(/class="motif /g) ?? []).length).toBeGreaterThanOrEqual(6);
      const name = t.name.replace(/&/g, '&amp;').replace(/'/g, '&apos;');
      expect(svg).toContain(`<title>${name}</title>`);
      for (const word of name.split(' '))
        expect(svg).toMatch(
          new RegExp(`<tspan[^>]*>[^<]*${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
        );
      const display = FONT_SOURCES[t.fonts.display as FontFamily].cssFamily;
      expect(svg).toContain(`font-family="&apos;${display}&apos;`);
    },
  );

  it('draws the same picture every time, without Math.random', () => {
    const random = vi.spyOn(Math, 'random');
    expect(thumbnailSvg(sample)).toBe(thumbnailSvg(sample));
    expect(random).not.toHaveBeenCalled();
  });

  it('draws a different picture for every template', () => {
    const pictures = TEMPLATE_CATALOGUE.map(thumbnailSvg);
    expect(new Set(pictures).size).toBe(pictures.length);
  });

  it('scatters the motifs differently for a different id, with the same look otherwise', () => {
    const other = thumbnailSvg({ ...sample, id: `${sample.id}-2` });
    expect(other).not.toBe(thumbnailSvg(sample));
  });

  it('escapes a name for XML', () => {
    const svg = thumbnailSvg({ ...sample, name: `<&>"' Party\u0007` });
    expectWellFormedXml(svg);
    expect(svg).toContain('<title>&lt;&amp;&gt;&quot;&apos; Party</title>');
    expect(svg).toContain('aria-label="&lt;&amp;&gt;&quot;&apos; Party"');
    expect(svg).not.toContain('<&>');
    expect(svg).not.toContain('\u0007');
  });

  it('still draws a picture for a template with only edge motifs and one long word', () => {
    const svg = thumbnailSvg({
      ...sample,
      name: 'Supercalifragilisticexpialidocious',
      motifs: ['waves'],
      layout: 'storybook',
    });
    expectWellFormedXml(svg);
    expect(svg).toContain('motif-waves');
    expect(svg).toContain('Supercalifragilisticexpialidocious');
  });

  it('gives the name a real font size that fits even a very long name', () => {
    const svg = thumbnailSvg({ ...sample, name: 'A '.repeat(80).trim() });
    const size = Number(/class="name"[^>]*font-size="([\d.]+)"/.exec(svg)?.[1]);
    expect(size).toBeGreaterThan(0);
  });
});
