import type { SceneLayout } from '@partyreel/shared/templates/template-types';
import type { SceneDefinition } from './scene-types.ts';

/**
 * Every scene layout of the catalogue and how to load the React scene that draws it: each scene is
 * its own chunk, so a guest downloads only their invitation's (bytes on the wire matter on a
 * guest's phone: what the page loads on opening).
 */
export const SCENE_LOADERS: Record<SceneLayout, () => Promise<SceneDefinition>> = {
  envelope: async () => {
    const [{ EnvelopeScene }, { ENVELOPE_DURATION }] = await Promise.all([
      import('./scenes/envelope/envelope.tsx'),
      import('./scenes/envelope/envelope.motion.ts'),
    ]);
    return { Scene: EnvelopeScene, duration: ENVELOPE_DURATION };
  },
  poster: async () => {
    const [{ PosterScene }, { POSTER_DURATION }] = await Promise.all([
      import('./scenes/poster/poster.tsx'),
      import('./scenes/poster/poster.motion.ts'),
    ]);
    return { Scene: PosterScene, duration: POSTER_DURATION };
  },
  countdown: async () => {
    const [{ CountdownScene }, { COUNTDOWN_DURATION }] = await Promise.all([
      import('./scenes/countdown/countdown.tsx'),
      import('./scenes/countdown/countdown.motion.ts'),
    ]);
    return { Scene: CountdownScene, duration: COUNTDOWN_DURATION };
  },
  storybook: async () => {
    const [{ StorybookScene }, { STORYBOOK_DURATION }] = await Promise.all([
      import('./scenes/storybook/storybook.tsx'),
      import('./scenes/storybook/storybook.motion.ts'),
    ]);
    return { Scene: StorybookScene, duration: STORYBOOK_DURATION };
  },
  arcade: async () => {
    const [{ ArcadeScene }, { ARCADE_DURATION }] = await Promise.all([
      import('./scenes/arcade/arcade.tsx'),
      import('./scenes/arcade/arcade.motion.ts'),
    ]);
    return { Scene: ArcadeScene, duration: ARCADE_DURATION };
  },
  spotlight: async () => {
    const [{ SpotlightScene }, { SPOTLIGHT_DURATION }] = await Promise.all([
      import('./scenes/spotlight/spotlight.tsx'),
      import('./scenes/spotlight/spotlight.motion.ts'),
    ]);
    return { Scene: SpotlightScene, duration: SPOTLIGHT_DURATION };
  },
};

/** The scene for a layout; an unknown layout (an old template) gets the envelope. */
export function loadScene(layout: string): Promise<SceneDefinition> {
  const load = SCENE_LOADERS[layout as SceneLayout] ?? SCENE_LOADERS.envelope;
  return load();
}
