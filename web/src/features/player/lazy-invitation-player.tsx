import type { TemplateFonts } from '@partyreel/shared/templates/template-types';
import { lazy, use } from 'react';
import type { InvitationPlayerProps } from './invitation-player.tsx';
import type { SceneDefinition } from './scene-types.ts';
import { loadScene } from './scenes.ts';

const Player = lazy(() =>
  import('./invitation-player.tsx').then((module) => ({ default: module.InvitationPlayer })),
);

/** Starts loading the player's chunk early (a page about to show it may call it). */
export function preloadInvitationPlayer(): Promise<unknown> {
  return import('./invitation-player.tsx');
}

/** Each layout's scene, loaded once per page. */
const scenes = new Map<string, Promise<SceneDefinition>>();
function sceneOf(layout: string): Promise<SceneDefinition> {
  let scene = scenes.get(layout);
  if (!scene) {
    // The player's chunk is asked for at the same time, not after the scene's.
    preloadInvitationPlayer().catch(() => {});
    scene = loadScene(layout);
    scenes.set(layout, scene);
  }
  return scene;
}

/** The longest the player waits for its template's faces before it shows in fallback ones. */
export const FONT_WAIT_MS = 3000;

/**
 * Each template's faces, loaded once per page (fonts.ts comes with them, not in this chunk), and
 * never for longer than FONT_WAIT_MS. The guest page starts them before its first render
 * (guest-boot.tsx), so that the page is laid out once in them.
 */
const fontLoads = new Map<string, Promise<void>>();
export function templateFacesIn(fonts: TemplateFonts): Promise<void> {
  const key = `${fonts.display}|${fonts.body}`;
  let loading = fontLoads.get(key);
  if (!loading) {
    loading = Promise.race([
      import('./fonts.ts').then((module) => module.loadTemplateFonts(fonts)),
      new Promise<void>((resolve) => setTimeout(resolve, FONT_WAIT_MS)),
    ]).catch(() => {});
    fontLoads.set(key, loading);
  }
  return loading;
}

/**
 * The guest's player as its own chunk, with the one scene it draws as another: a page renders it
 * inside <Suspense>, and the clock, the fonts and the scene load only where an invitation plays.
 * Both chunks and the template's faces are asked for at once, and the player is laid out only
 * once the faces are in: in fallback ones a scene's text can take more lines and grow the stage,
 * which would then shrink as the faces arrive and move the page under it.
 */
export function LazyInvitationPlayer(props: Omit<InvitationPlayerProps, 'scene'>) {
  const scenePromise = sceneOf(props.template.layout);
  const fontsPromise = templateFacesIn(props.template.fonts);
  const scene = use(scenePromise);
  use(fontsPromise);
  return <Player {...props} scene={scene} />;
}
