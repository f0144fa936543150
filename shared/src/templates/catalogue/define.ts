import type { FontFamily } from '../fonts.ts';
import type { MusicTheme } from '../music-themes.ts';
import type { Motif, Palette, SceneLayout, TemplateDefinition } from '../template-types.ts';
import { musicThemeFor, type TemplateTheme } from '../themes.ts';
import { thumbnailPath } from '../thumbnail-path.ts';

/** What a catalogue file writes for one template; the rest is derived. */
export interface TemplateEntry {
  /** Lower-case kebab-case, stable forever (URLs and music keys use it); also the slug. */
  id: string;
  name: string;
  description: string;
  theme: TemplateTheme;
  searchTerms: string[];
  palette: Palette;
  fonts: { display: FontFamily; body: FontFamily };
  motifs: Motif[];
  layout: SceneLayout;
  /** Defaults to the theme's own music. */
  musicTheme?: MusicTheme;
  /** Defaults to 1; bump when the look changes. */
  version?: number;
}

function define(entry: TemplateEntry, variant: TemplateDefinition['variant']): TemplateDefinition {
  const { musicTheme, version, ...rest } = entry;
  return {
    ...rest,
    slug: entry.id,
    thumbnail: thumbnailPath(entry.id),
    musicTheme: musicTheme ?? musicThemeFor(entry.theme),
    variant,
    version: version ?? 1,
    isActive: true,
  };
}

/** A template rendered in the page as one of the React scenes. */
export function scene(entry: TemplateEntry): TemplateDefinition {
  return define(entry, 'scene');
}

/**
 * A template whose self-contained bundle runs in a sandboxed frame (docs/architecture.md, The
 * player).
 */
export function fancy(entry: TemplateEntry): TemplateDefinition {
  return {
    ...define(entry, 'fancy'),
    bundle: { css: `/fancy/${entry.id}/bundle.css`, js: `/fancy/${entry.id}/bundle.js` },
  };
}

/** A template shown as a "too magical to display here" card that opens the full preview. */
export function teaser(entry: TemplateEntry): TemplateDefinition {
  return define(entry, 'teaser');
}
