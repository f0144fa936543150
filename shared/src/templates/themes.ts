import type { MusicTheme } from './music-themes.ts';

/**
 * The template themes, each with its own music theme (the key the music catalogue is filed under):
 * those named in the original product description's music option, spelled and ordered as there
 * (docs/product.md, Templates and music), plus 'wizarding' for the landing page's shortcut. A
 * template's `theme` is one of these keys; ./music-themes.ts lists the values.
 */
export const MUSIC_THEME_OF = {
  candy: 'candy',
  princess: 'princess',
  'race cars': 'race-cars',
  space: 'space',
  dinosaurs: 'dinosaurs',
  construction: 'construction',
  unicorn: 'unicorn',
  bounce: 'bounce',
  gymnastics: 'gymnastics',
  bowling: 'bowling',
  ocean: 'ocean',
  dance: 'dance',
  'go-kart': 'go-kart',
  football: 'football',
  trampoline: 'trampoline',
  safari: 'safari',
  'pool party': 'pool-party',
  'video game': 'video-game',
  monsters: 'monsters',
  'minecraft-style': 'minecraft-style',
  'ice cream': 'ice-cream',
  basketball: 'basketball',
  art: 'art',
  'super hero': 'super-hero',
  carnival: 'carnival',
  shark: 'shark',
  science: 'science',
  sports: 'sports',
  movie: 'movie',
  'two cool': 'two-cool',
  dragon: 'dragon',
  pirates: 'pirates',
  'farm animals': 'farm-animals',
  'laser tag': 'laser-tag',
  mermaid: 'mermaid',
  'floral wedding': 'floral-wedding',
  'fantasy themes': 'fantasy',
  halloween: 'halloween',
  baseball: 'baseball',
  'fall festival': 'fall-festival',
  christmas: 'christmas',
  chanukah: 'chanukah',
  wizarding: 'wizarding',
} as const;

export type TemplateTheme = keyof typeof MUSIC_THEME_OF;

/** The template themes in the music option's order. */
export const TEMPLATE_THEMES = Object.keys(MUSIC_THEME_OF) as TemplateTheme[];

export function musicThemeFor(theme: TemplateTheme): MusicTheme {
  return MUSIC_THEME_OF[theme];
}
