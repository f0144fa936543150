import type { SceneLayout } from '@partyreel/shared/templates/template-types';
import { ARCADE_DURATION } from './arcade.motion.ts';
import { ArcadeScene } from './arcade.tsx';
import { COUNTDOWN_DURATION } from './countdown.motion.ts';
import { CountdownScene } from './countdown.tsx';
import { ENVELOPE_DURATION } from './envelope.motion.ts';
import { EnvelopeScene } from './envelope.tsx';
import { POSTER_DURATION } from './poster.motion.ts';
import { PosterScene } from './poster.tsx';
import type { SceneDefinition } from './scene-types.ts';
import { SPOTLIGHT_DURATION } from './spotlight.motion.ts';
import { SpotlightScene } from './spotlight.tsx';
import { STORYBOOK_DURATION } from './storybook.motion.ts';
import { StorybookScene } from './storybook.tsx';

/** Every scene layout of the catalogue and the React scene that draws it. */
export const SCENES: Record<SceneLayout, SceneDefinition> = {
  envelope: { Scene: EnvelopeScene, duration: ENVELOPE_DURATION },
  poster: { Scene: PosterScene, duration: POSTER_DURATION },
  countdown: { Scene: CountdownScene, duration: COUNTDOWN_DURATION },
  storybook: { Scene: StorybookScene, duration: STORYBOOK_DURATION },
  arcade: { Scene: ArcadeScene, duration: ARCADE_DURATION },
  spotlight: { Scene: SpotlightScene, duration: SPOTLIGHT_DURATION },
};

/** The scene for a layout; an unknown layout (an old template) gets the envelope. */
export function sceneFor(layout: string): SceneDefinition {
  return SCENES[layout as SceneLayout] ?? SCENES.envelope;
}
