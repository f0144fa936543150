/**
 * The shape of a template in the catalogue (docs/architecture.md, The player). The catalogue itself
 * is data in ./catalogue/; the database's `templates` table is its seeded copy.
 */

/** The scene layouts: each is its own React scene, so themes differ in motion, not only colour. */
export const SCENE_LAYOUTS = [
  'envelope',
  'poster',
  'countdown',
  'storybook',
  'arcade',
  'spotlight',
] as const;
export type SceneLayout = (typeof SCENE_LAYOUTS)[number];

/** scene: rendered in the page; fancy: a sandboxed bundle; teaser: a card that opens a new tab. */
export type TemplateVariant = 'scene' | 'fancy' | 'teaser';

export interface Palette {
  /** Page and scene background. */
  background: string;
  /** Main surface (cards, envelope, poster). */
  surface: string;
  /** Headline colour. */
  primary: string;
  /** Highlights, buttons. */
  accent: string;
  /** Body text on `surface`. */
  text: string;
}

export interface TemplateFonts {
  /** A @fontsource family served by us, e.g. 'Fredoka'. */
  display: string;
  body: string;
}

/** Decorative motifs a scene draws (emoji-free vector shapes named by the scene kit). */
export type Motif =
  | 'balloons'
  | 'confetti'
  | 'stars'
  | 'hearts'
  | 'bubbles'
  | 'sparkles'
  | 'leaves'
  | 'snow'
  | 'flames'
  | 'waves'
  | 'checkers'
  | 'dots'
  | 'zigzag'
  | 'streamers'
  | 'moons'
  | 'flowers'
  | 'lightning'
  | 'pixels'
  | 'bats'
  | 'candy'
  | 'notes'
  | 'balls'
  | 'gears'
  | 'crowns'
  | 'paws';

export interface TemplateDefinition {
  /** Stable id, used in URLs and in the music key 'template-{id}'. */
  id: string;
  slug: string;
  name: string;
  description: string;
  /**
   * One of the themes of docs/product.md (Templates and music) (candy, princess, race cars, …),
   * plus 'wizarding'.
   */
  theme: string;
  /** Extra words the search box matches besides name and description. */
  searchTerms: string[];
  /** The picture shown on the template's card: its generated poster frame (see thumbnail-svg.ts). */
  thumbnail: string;
  palette: Palette;
  fonts: TemplateFonts;
  motifs: Motif[];
  layout: SceneLayout;
  /** The music theme whose tracks this template offers (usually its own theme). */
  musicTheme: string;
  variant: TemplateVariant;
  /** Bumped when the template's look changes; fancy bundles are addressed with ?v=version. */
  version: number;
  isActive: boolean;
  /** Fancy only: the bundle's addresses, relative to the site root. */
  bundle?: { css: string; js: string };
}
