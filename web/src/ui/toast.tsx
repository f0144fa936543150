import type { ComponentProps } from 'react';
import { useSyncExternalStore } from 'react';
import type { toast as SonnerToast, Toaster as SonnerToaster } from 'sonner';

/**
 * The app's toasts: sonner's API without sonner's weight (first-load JavaScript matters on a
 * phone). Every caller imports `toast` and `Toaster` from here, never from 'sonner' itself, so
 * tests run the code production runs; the package (~10 KB gzipped) is downloaded only when the
 * first toast is shown, and pages that never toast, like the guest's invitation, never load it.
 * Calls made while it loads are replayed in order, with the ids they returned; the Toaster shows
 * what was raised before it mounted.
 */
type Toast = typeof SonnerToast;
type SonnerModule = { toast: Toast; Toaster: typeof SonnerToaster };
type Id = string | number;

let sonner: SonnerModule | null = null;
let loading: Promise<SonnerModule> | null = null;
const queued: ((real: Toast) => void)[] = [];
const listeners = new Set<() => void>();
let lastId = 0;

function load(): Promise<SonnerModule> {
  loading ??= import('sonner').then((module) => {
    sonner = module;
    for (const call of queued.splice(0)) call(module.toast);
    for (const listener of listeners) listener();
    return module;
  });
  return loading;
}

/** Runs `call` on the real toast now, or once it has loaded (loading it). */
function withSonner(call: (real: Toast) => void): void {
  if (sonner) {
    call(sonner.toast);
    return;
  }
  queued.push(call);
  void load();
}

/** The id sonner will use: the caller's, else one of ours (sonner keeps non-empty string ids). */
function idOf(data: { id?: Id } | undefined): Id {
  return data?.id !== undefined && data.id !== '' ? data.id : `toast-${++lastId}`;
}

type Creator = 'message' | 'success' | 'info' | 'warning' | 'error' | 'loading';

function creator(kind: Creator): Toast[Creator] {
  return (message, data) => {
    if (sonner) return sonner.toast[kind](message, data);
    const id = idOf(data);
    withSonner((real) => real[kind](message, { ...data, id }));
    return id;
  };
}

const message = creator('message');

export const toast: Toast = Object.assign(
  ((title, data) => message(title, data)) as Toast['message'],
  {
    success: creator('success'),
    info: creator('info'),
    warning: creator('warning'),
    error: creator('error'),
    message,
    loading: creator('loading'),
    custom: ((jsx, data) => {
      if (sonner) return sonner.toast.custom(jsx, data);
      const id = idOf(data);
      withSonner((real) => real.custom(jsx, { ...data, id }));
      return id;
    }) as Toast['custom'],
    promise: ((promise, data) => {
      if (sonner) return sonner.toast.promise(promise, data);
      const started = new Promise<ReturnType<Toast['promise']>>((resolve) =>
        withSonner((real) => resolve(real.promise(promise, data))),
      );
      return { unwrap: () => started.then((result) => result.unwrap()) };
    }) as Toast['promise'],
    dismiss: ((id) => {
      if (sonner) return sonner.toast.dismiss(id);
      // Queued after the toasts it may dismiss; with nothing raised yet there is nothing to dismiss.
      if (loading) queued.push((real) => real.dismiss(id));
      return id as Id;
    }) as Toast['dismiss'],
    getHistory: () => sonner?.toast.getHistory() ?? [],
    getToasts: () => sonner?.toast.getToasts() ?? [],
  },
);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const loadedToaster = () => sonner?.Toaster ?? null;

/**
 * sonner's Toaster, mounted once the first toast has loaded sonner (nothing before: there is
 * nothing to show). It shows the toasts raised while it loaded.
 */
export function Toaster(props: ComponentProps<typeof SonnerToaster>) {
  const Loaded = useSyncExternalStore(subscribe, loadedToaster, loadedToaster);
  return Loaded ? <Loaded {...props} /> : null;
}
