import { TEMPLATE_CATALOGUE } from '@partyreel/shared/templates/catalogue';
import { MUSIC_THEMES } from '@partyreel/shared/templates/music-themes';
import { describe, expect, it } from 'vitest';
import {
  MUSIC_ARTIST,
  MUSIC_CATALOGUE,
  MUSIC_VERSION,
  musicForTemplate,
  musicForTheme,
  trackById,
} from './music-catalogue.ts';

describe('the music catalogue', () => {
  it('offers at least two tracks for every music theme', () => {
    for (const theme of MUSIC_THEMES) {
      expect(musicForTheme(theme).length, theme).toBeGreaterThanOrEqual(2);
    }
  });

  it('gives every track a unique id, and every track of a theme its own name', () => {
    const ids = MUSIC_THEMES.flatMap((theme) => musicForTheme(theme).map((o) => o.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const theme of MUSIC_THEMES) {
      const names = musicForTheme(theme).map((o) => o.name);
      expect(new Set(names).size, theme).toBe(names.length);
      for (const option of musicForTheme(theme)) {
        expect(option.id).toMatch(new RegExp(`^${theme}-\\d+$`));
        expect(option.name.trim()).not.toBe('');
      }
    }
  });

  it('fills every field of a music option, duration included', () => {
    for (const option of MUSIC_THEMES.flatMap(musicForTheme)) {
      expect(option).toEqual({
        id: option.id,
        url: `/media/music/${option.id}.wav?v=${MUSIC_VERSION}`,
        name: option.name,
        artist: MUSIC_ARTIST,
        duration: expect.any(Number),
      });
      expect(option.duration).toBeGreaterThan(18);
      expect(option.duration).toBeLessThan(32);
      expect(trackById(option.id)?.name).toBe(option.name);
    }
  });

  it("keys every template as 'template-{templateId}' with its music theme's tracks", () => {
    expect(Object.keys(MUSIC_CATALOGUE)).toHaveLength(TEMPLATE_CATALOGUE.length);
    for (const template of TEMPLATE_CATALOGUE) {
      const options = MUSIC_CATALOGUE[`template-${template.id}`];
      expect(options, template.id).toEqual(musicForTheme(template.musicTheme));
      expect(options?.length, template.id).toBeGreaterThanOrEqual(2);
    }
  });

  it('finds a template’s tracks by id, and nothing for an unknown template or theme', () => {
    const [template] = TEMPLATE_CATALOGUE;
    if (!template) throw new Error('empty template catalogue');
    expect(musicForTemplate(template.id)).toEqual(musicForTheme(template.musicTheme));
    expect(musicForTemplate('party-x', [{ id: 'party-x', musicTheme: 'halloween' }])).toEqual(
      musicForTheme('halloween'),
    );
    expect(musicForTemplate('no-such-template')).toEqual([]);
    expect(musicForTheme('polka')).toEqual([]);
    expect(trackById('polka-1')).toBeUndefined();
  });

  it('hands out copies, so a caller cannot change the catalogue', () => {
    const options = musicForTheme('candy');
    options.pop();
    expect(musicForTheme('candy').length).toBeGreaterThanOrEqual(2);
  });
});
