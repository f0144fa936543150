/**
 * The music themes: the contract between the template catalogue (./catalogue/) and the music
 * catalogue (../music/). Every template's `musicTheme` is one of these keys, and the music
 * catalogue offers tracks for each of them.
 *
 * One key per theme named in the original product description's "music option", in its order,
 * plus 'wizarding' (the landing page's shortcut theme; docs/product.md, Templates and music). Keys
 * are those names in lower-case kebab-case.
 */
export const MUSIC_THEMES = [
  'candy',
  'princess',
  'race-cars',
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
  'pool-party',
  'video-game',
  'monsters',
  'minecraft-style',
  'ice-cream',
  'basketball',
  'art',
  'super-hero',
  'carnival',
  'shark',
  'science',
  'sports',
  'movie',
  'two-cool',
  'dragon',
  'pirates',
  'farm-animals',
  'laser-tag',
  'mermaid',
  'floral-wedding',
  'fantasy',
  'halloween',
  'baseball',
  'fall-festival',
  'christmas',
  'chanukah',
  'wizarding',
] as const;

export type MusicTheme = (typeof MUSIC_THEMES)[number];

/** True when `value` is one of MUSIC_THEMES. */
export function isMusicTheme(value: string): value is MusicTheme {
  return (MUSIC_THEMES as readonly string[]).includes(value);
}
