import {
  SCENE_LAYOUTS,
  type SceneLayout,
  type TemplateDefinition,
} from '@partyreel/shared/templates/template-types';
import type { SceneDefinition } from './scene-types.ts';
import { SCENE_LOADERS } from './scenes.ts';

/** A template for tests, independent of the catalogue's contents. */
export function testTemplate(
  layout: SceneLayout,
  overrides: Partial<TemplateDefinition> = {},
): TemplateDefinition {
  return {
    id: `test-${layout}`,
    slug: `test-${layout}`,
    name: `Test ${layout}`,
    description: 'A template for tests.',
    theme: 'candy',
    searchTerms: [],
    thumbnail: `/thumbnails/test-${layout}.svg`,
    palette: {
      background: '#ffe3ef',
      surface: '#ffffff',
      primary: '#c2255c',
      accent: '#1098ad',
      text: '#2b0a1a',
    },
    fonts: { display: 'Fredoka', body: 'Nunito' },
    motifs: ['balloons', 'confetti', 'stars'],
    layout,
    musicTheme: 'candy',
    variant: 'scene',
    version: 1,
    isActive: true,
    ...overrides,
  };
}

/** Every scene, loaded (each is its own chunk in the app: scenes.ts), by layout. */
export async function loadScenes(): Promise<Record<SceneLayout, SceneDefinition>> {
  const loaded = await Promise.all(
    SCENE_LAYOUTS.map(async (layout) => [layout, await SCENE_LOADERS[layout]()] as const),
  );
  return Object.fromEntries(loaded) as Record<SceneLayout, SceneDefinition>;
}
