import { lazy } from 'react';

/**
 * The guest's player as its own chunk: a route renders it inside <Suspense> and the scenes, fonts
 * and clock load only on the invitation pages.
 */
export const LazyInvitationPlayer = lazy(() =>
  import('./invitation-player.tsx').then((module) => ({ default: module.InvitationPlayer })),
);

/** Starts loading the player's chunk early (a route loader or a hovered link may call it). */
export function preloadInvitationPlayer(): Promise<unknown> {
  return import('./invitation-player.tsx');
}
