import { TEMPLATE_CATALOGUE } from '@partyreel/shared/templates/catalogue';
import { isMusicTheme, MUSIC_THEMES } from '@partyreel/shared/templates/music-themes';
import type { TemplateDefinition } from '@partyreel/shared/templates/template-types';
import { trackDuration } from './compose/form.ts';
import type { TrackSpec } from './track-spec.ts';
import { TRACKS_BY_THEME } from './tracks/tracks-by-theme.ts';

/**
 * docs/product.md (Templates and music) "music option": one track a host can choose; `duration` in
 * seconds.
 */
export interface MusicOption {
  id: string;
  url: string;
  name: string;
  artist: string;
  duration: number;
}

/**
 * Bumped whenever the composer or the synthesizer changes how any track sounds: it is in every
 * track's address, so browsers that cached the old sound (for a year, immutable) fetch the new one.
 */
export const MUSIC_VERSION = 1;

export const MUSIC_ARTIST = 'PartyReel Studio';

/** Where a track is served; the server answers it with a WAV it renders on first request. */
export function musicUrl(trackId: string): string {
  return `/media/music/${trackId}.wav?v=${MUSIC_VERSION}`;
}

const TRACKS: readonly TrackSpec[] = MUSIC_THEMES.flatMap((theme) => TRACKS_BY_THEME[theme]);
const TRACK_BY_ID = new Map(TRACKS.map((track) => [track.id, track]));

/** The arrangement behind a track id, or undefined for an id we never made. */
export function trackById(id: string): TrackSpec | undefined {
  return TRACK_BY_ID.get(id);
}

const OPTIONS_BY_THEME = new Map(
  MUSIC_THEMES.map((theme) => [
    theme,
    TRACKS_BY_THEME[theme].map(
      (track): MusicOption => ({
        id: track.id,
        url: musicUrl(track.id),
        name: track.name,
        artist: MUSIC_ARTIST,
        duration: trackDuration(track),
      }),
    ),
  ]),
);

/** The tracks of a music theme (empty for a theme we do not know). */
export function musicForTheme(theme: string): MusicOption[] {
  return isMusicTheme(theme) ? [...(OPTIONS_BY_THEME.get(theme) ?? [])] : [];
}

/** The tracks offered with a template: its music theme's. Empty for an unknown template. */
export function musicForTemplate(
  templateId: string,
  templates: readonly Pick<TemplateDefinition, 'id' | 'musicTheme'>[] = TEMPLATE_CATALOGUE,
): MusicOption[] {
  const template = templates.find((t) => t.id === templateId);
  return template ? musicForTheme(template.musicTheme) : [];
}

export type MusicCatalogueKey = `template-${string}`;

/**
 * The fixed catalogue (docs/product.md, Templates and music): 'template-{templateId}' → that
 * template's tracks.
 */
export const MUSIC_CATALOGUE: Readonly<Record<MusicCatalogueKey, readonly MusicOption[]>> =
  Object.fromEntries(
    TEMPLATE_CATALOGUE.map((template) => [
      `template-${template.id}`,
      musicForTheme(template.musicTheme),
    ]),
  );
