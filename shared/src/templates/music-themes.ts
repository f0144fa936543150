import { MUSIC_THEME_OF, type TemplateTheme } from './themes.ts';

/**
 * The music themes: the contract between the template catalogue (./catalogue/) and the music
 * catalogue (../music/). Every template's `musicTheme` is one of these keys, and the music
 * catalogue offers tracks for each of them.
 *
 * One key per theme named in the original product description's "music option", in its order,
 * plus 'wizarding' (the landing page's shortcut theme; docs/product.md, Templates and music). Keys
 * are those names in lower-case kebab-case, each paired with its template theme in ./themes.ts.
 */
export type MusicTheme = (typeof MUSIC_THEME_OF)[TemplateTheme];

export const MUSIC_THEMES = Object.values(MUSIC_THEME_OF) as MusicTheme[];

/** True when `value` is one of MUSIC_THEMES. */
export function isMusicTheme(value: string): value is MusicTheme {
  return (MUSIC_THEMES as readonly string[]).includes(value);
}
