import type { TemplateDefinition } from '@partyreel/shared/templates/template-types';
import type { ComponentType } from 'react';
import type { InvitationData } from './invitation-data.ts';

/** What every scene is drawn from. A scene is a pure function of these: no timers of its own. */
export interface SceneProps {
  template: TemplateDefinition;
  data: InvitationData;
  /**
   * Seconds into the scene, from 0 to the scene's duration. With reduced motion the player passes
   * the duration: the resting last frame, with every detail shown.
   */
  t: number;
  /** The clock is running: the host's video plays in step with it. */
  playing: boolean;
  reducedMotion: boolean;
}

export interface SceneDefinition {
  Scene: ComponentType<SceneProps>;
  /** Seconds from the first frame to the resting last one. */
  duration: number;
}
