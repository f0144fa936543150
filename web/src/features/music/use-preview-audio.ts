import { useCallback, useEffect, useRef, useState } from 'react';

/** docs/product.md (Limits and validation): previews play at half volume. */
export const PREVIEW_VOLUME = 0.5;

export interface PreviewSource {
  id: string;
  url: string;
}

export interface PreviewState {
  /** The track being previewed (starting or playing), or null. */
  id: string | null;
  /** True once the sound is actually playing; false while it starts. */
  playing: boolean;
  /** The track whose preview just failed (play refused or the file unreadable), or null. */
  failedId: string | null;
}

const idle: PreviewState = { id: null, playing: false, failedId: null };

/**
 * Song previews through one audio element, so only one can ever sound: starting another stops the
 * first. Toggling the current one stops it; everything stops when the component unmounts.
 */
export function usePreviewAudio() {
  const [state, setState] = useState<PreviewState>(idle);
  const audio = useRef<HTMLAudioElement | null>(null);
  const current = useRef<string | null>(null);
  // Each start gets a number; an answer from an older start (a play() interrupted by the next
  // one, an error from a replaced source) is ignored.
  const attempt = useRef(0);

  const fail = useCallback((id: string) => {
    attempt.current += 1;
    current.current = null;
    audio.current?.pause();
    setState({ id: null, playing: false, failedId: id });
  }, []);

  const stop = useCallback(() => {
    attempt.current += 1;
    current.current = null;
    audio.current?.pause();
    setState((before) => (before.id === null ? before : { ...before, id: null, playing: false }));
  }, []);

  const element = useCallback((): HTMLAudioElement => {
    if (audio.current) return audio.current;
    const created = new Audio();
    created.preload = 'auto';
    created.addEventListener('ended', () => {
      if (audio.current === created) stop();
    });
    created.addEventListener('error', () => {
      if (audio.current === created && current.current) fail(current.current);
    });
    audio.current = created;
    return created;
  }, [fail, stop]);

  const toggle = useCallback(
    (track: PreviewSource) => {
      if (current.current === track.id) {
        stop();
        return;
      }
      const player = element();
      const mine = ++attempt.current;
      player.pause();
      current.current = track.id;
      player.src = track.url;
      player.volume = PREVIEW_VOLUME;
      setState({ id: track.id, playing: false, failedId: null });
      let started: Promise<void>;
      try {
        started = Promise.resolve(player.play());
      } catch (error) {
        started = Promise.reject(error);
      }
      started.then(
        () => {
          if (attempt.current === mine) setState({ id: track.id, playing: true, failedId: null });
        },
        () => {
          if (attempt.current === mine) fail(track.id);
        },
      );
    },
    [element, fail, stop],
  );

  const dismissFailure = useCallback(() => {
    setState((before) => (before.failedId === null ? before : { ...before, failedId: null }));
  }, []);

  // Leaving the page (or the wizard step) silences the preview and lets the file go.
  useEffect(
    () => () => {
      attempt.current += 1;
      current.current = null;
      const player = audio.current;
      audio.current = null;
      if (!player) return;
      player.pause();
      player.removeAttribute('src');
      player.load();
    },
    [],
  );

  return { ...state, toggle, stop, dismissFailure };
}
