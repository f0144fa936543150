import { useEffect, useSyncExternalStore } from 'react';

/**
 * What the guest's pages have asked the server, by key (`invite.load|code|id`, `auth.me` …): the
 * few answers a guest's visit needs, kept for the visit so the end screen reads the invitation the
 * page already has. A key is asked once; a failed ask is tried again by the next page that reads it.
 */
export type Loaded<T> =
  | { status: 'pending' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: unknown };

const PENDING: Loaded<never> = { status: 'pending' };
const entries = new Map<string, Loaded<unknown>>();
const asking = new Set<string>();
const listeners = new Set<() => void>();

function set(key: string, entry: Loaded<unknown>): void {
  entries.set(key, entry);
  for (const listener of listeners) listener();
}

/** Puts an answer in the cache (the invitation the server painted with the page). */
export function seed<T>(key: string, data: T): void {
  set(key, { status: 'success', data });
}

/** Changes a cached answer in place (the stored answer, after the guest answers). */
export function update<T>(key: string, change: (data: T) => T): void {
  const entry = entries.get(key);
  if (entry?.status === 'success') set(key, { status: 'success', data: change(entry.data as T) });
}

function ask<T>(key: string, load: () => Promise<T>): void {
  if (asking.has(key)) return;
  const entry = entries.get(key);
  if (entry?.status === 'success') return;
  asking.add(key);
  if (entry) set(key, PENDING);
  load()
    .then(
      (data) => set(key, { status: 'success', data }),
      (error: unknown) => set(key, { status: 'error', error }),
    )
    .finally(() => asking.delete(key));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The answer for `key`, asked of `load` when nothing is cached (or the last ask failed); `null`
 * for a key that is not known yet (a template before its invitation) asks nothing.
 */
export function useLoaded<T>(key: string | null, load: () => Promise<T>): Loaded<T> {
  const entry = useSyncExternalStore(subscribe, () => (key ? entries.get(key) : undefined));
  // `load` is a new closure each render; the key names what it loads.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key decides what is asked
  useEffect(() => {
    if (key && entries.get(key)?.status !== 'success') ask(key, load);
  }, [key]);
  return (entry as Loaded<T> | undefined) ?? PENDING;
}

/** Forgets every answer (between tests). */
export function clearGuestCache(): void {
  entries.clear();
  asking.clear();
}
