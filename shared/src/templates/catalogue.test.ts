import { describe, expect, it } from 'vitest';
import { TEMPLATE_CATALOGUE, templateById } from './catalogue.ts';
import { contrastRatio, MIN_LARGE_TEXT_CONTRAST, MIN_TEXT_CONTRAST } from './contrast.ts';
import { FONT_SOURCES, isFontFamily } from './fonts.ts';
import { MUSIC_THEMES } from './music-themes.ts';
import { SCENE_LAYOUTS } from './template-types.ts';
import { TEMPLATE_THEMES } from './themes.ts';
import { thumbnailPath } from './thumbnail-path.ts';

/**
 * The original product description's music option, word for word (docs/product.md, Templates and
 * music).
 */
const SPEC_THEMES = [
  'candy',
  'princess',
  'race cars',
  'space',
  'dinosaurs',
  'construction',
  'unicorn',
  'bounce',
  'gymnastics',
  'bowling',
  'ocean',
  'dance',
  'go-kart',
  'football',
  'trampoline',
  'safari',
  'pool party',
  'video game',
  'monsters',
  'minecraft-style',
  'ice cream',
  'basketball',
  'art',
  'super hero',
  'carnival',
  'shark',
  'science',
  'sports',
  'movie',
  'two cool',
  'dragon',
  'pirates',
  'farm animals',
  'laser tag',
  'mermaid',
  'floral wedding',
  'fantasy themes',
  'halloween',
  'baseball',
  'fall festival',
  'christmas',
  'chanukah',
];

const all = TEMPLATE_CATALOGUE;
const scenes = all.filter((t) => t.variant === 'scene');
const count = <T>(values: T[]) => new Set(values).size;

describe('the template catalogue', () => {
  it('offers the themes of docs/product.md (Templates and music) in their order, then wizarding', () => {
    expect(TEMPLATE_THEMES).toEqual([...SPEC_THEMES, 'wizarding']);
  });

  it('covers every theme of docs/product.md (Templates and music) with at least one active scene template', () => {
    const covered = new Set(scenes.filter((t) => t.isActive).map((t) => t.theme));
    expect(SPEC_THEMES.filter((theme) => !covered.has(theme))).toEqual([]);
  });

  it('has at least 60 scene templates besides the wizarding ones', () => {
    expect(scenes.filter((t) => t.theme !== 'wizarding').length).toBeGreaterThanOrEqual(60);
  });

  it('has a wizarding scene for the landing page shortcut', () => {
    expect(scenes.some((t) => t.theme === 'wizarding' && t.isActive)).toBe(true);
  });

  it('has at least two fancy templates, each with its bundle addresses', () => {
    const fancy = all.filter((t) => t.variant === 'fancy');
    expect(fancy.length).toBeGreaterThanOrEqual(2);
    for (const t of fancy) {
      expect(t.bundle).toEqual({
        css: `/fancy/${t.id}/bundle.css`,
        js: `/fancy/${t.id}/bundle.js`,
      });
    }
    expect(all.filter((t) => t.variant !== 'fancy' && t.bundle !== undefined)).toEqual([]);
  });

  it('has the horror teaser: a halloween template shown only as a card', () => {
    expect(all.filter((t) => t.variant === 'teaser').map((t) => [t.name, t.theme])).toEqual([
      ['Haunted Manor', 'halloween'],
    ]);
  });

  it('gives every template a unique, URL-safe id that is also its slug, and a unique name', () => {
    expect(count(all.map((t) => t.id))).toBe(all.length);
    expect(count(all.map((t) => t.slug))).toBe(all.length);
    expect(count(all.map((t) => t.name.toLowerCase()))).toBe(all.length);
    for (const t of all) {
      expect(t.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(t.slug).toBe(t.id);
    }
  });

  it('gives every template music from the shared list of music themes', () => {
    for (const t of all) expect(MUSIC_THEMES, t.id).toContain(t.musicTheme);
  });

  it('uses every music theme, so none of the music catalogue goes unheard', () => {
    const used = new Set(all.map((t) => t.musicTheme));
    expect(MUSIC_THEMES.filter((m) => !used.has(m))).toEqual([]);
  });

  it('gives every template its generated thumbnail', () => {
    for (const t of all) expect(t.thumbnail).toBe(thumbnailPath(t.id));
  });

  it('gives every template a palette and layout pair no other template has', () => {
    const pairs = all.map((t) => JSON.stringify([t.palette, t.layout]));
    expect(count(pairs)).toBe(all.length);
  });

  it('gives every template a palette of its own, even across layouts', () => {
    expect(count(all.map((t) => JSON.stringify(t.palette)))).toBe(all.length);
  });

  it.each(all.map((t) => [t.id, t] as const))('%s: readable colours (WCAG AA)', (_, t) => {
    for (const colour of Object.values(t.palette)) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
    expect(contrastRatio(t.palette.text, t.palette.surface)).toBeGreaterThanOrEqual(
      MIN_TEXT_CONTRAST,
    );
    // Headlines are large text.
    expect(contrastRatio(t.palette.primary, t.palette.surface)).toBeGreaterThanOrEqual(
      MIN_LARGE_TEXT_CONTRAST,
    );
  });

  it('uses only fonts we serve from @fontsource', () => {
    for (const t of all) {
      expect(isFontFamily(t.fonts.display), t.id).toBe(true);
      expect(isFontFamily(t.fonts.body), t.id).toBe(true);
    }
    for (const source of Object.values(FONT_SOURCES)) {
      expect(source.package).toMatch(/^@fontsource(-variable)?\/[a-z0-9-]+$/);
    }
  });

  it('uses every scene layout for at least 8 scene templates', () => {
    for (const layout of SCENE_LAYOUTS) {
      expect(scenes.filter((t) => t.layout === layout).length, layout).toBeGreaterThanOrEqual(8);
    }
  });

  it('gives every template motifs, a version and words to be found by', () => {
    for (const t of all) {
      expect(t.motifs.length, t.id).toBeGreaterThanOrEqual(2);
      expect(count(t.motifs), t.id).toBe(t.motifs.length);
      expect(Number.isInteger(t.version) && t.version >= 1, t.id).toBe(true);
      expect(t.isActive, t.id).toBe(true);
      expect(t.searchTerms.length, t.id).toBeGreaterThanOrEqual(3);
      // Stored comma-separated in the templates table.
      for (const term of t.searchTerms) expect(term, t.id).toMatch(/^[^,\n]+$/);
    }
  });

  it('describes every template in a real sentence, not a placeholder', () => {
    for (const t of all) {
      expect(t.name, t.id).not.toMatch(/template|untitled|^\s*$/i);
      expect(t.description.length, t.id).toBeGreaterThanOrEqual(60);
      expect(t.description, t.id).toMatch(/[.!?]$/);
    }
    expect(count(all.map((t) => t.description))).toBe(all.length);
  });

  it('finds a template by id', () => {
    expect(templateById('candy-land-dash')?.name).toBe('Candy Land Dash');
    expect(templateById('no-such-template')).toBeUndefined();
  });
});
