import type { TemplateFonts } from '@partyreel/shared/templates/template-types';
import { useEffect, useState } from 'react';
import { loadTemplateFonts } from './fonts.ts';

/** The loading screen shows at least this long, so its first phrase can be read, not flashed. */
export const MIN_LOADING_MS = 1200;
/** …and at most this long: a slow font, song or photo never keeps the guest waiting longer. */
export const MAX_LOADING_MS = 8000;

function preloadImage(url: string): Promise<void> {
  if (url === '') return Promise.resolve();
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve();
    image.onerror = () => resolve();
    image.src = url;
  });
}

/** Resolves when the music can start playing, or cannot load at all (the clock then runs silent). */
function musicReady(audio: HTMLAudioElement | null): Promise<void> {
  if (!audio || audio.error || audio.readyState >= HTMLMediaElement.HAVE_FUTURE_DATA) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const done = () => {
      audio.removeEventListener('canplay', done);
      audio.removeEventListener('error', done);
      resolve();
    };
    audio.addEventListener('canplay', done);
    audio.addEventListener('error', done);
  });
}

/**
 * Whether the invitation is ready to play: its fonts, its music and its photo loaded (or failed),
 * the loading screen shown for at least MIN_LOADING_MS — or MAX_LOADING_MS passed, whatever is
 * still missing. Meanwhile the player shows the poster frame.
 */
export function useInvitationAssets({
  fonts,
  imageUrl,
  audio,
  expectsAudio,
}: {
  fonts: TemplateFonts;
  imageUrl: string;
  audio: HTMLAudioElement | null;
  /** There is music: wait for its element to mount before asking it. */
  expectsAudio: boolean;
}): boolean {
  const [loaded, setLoaded] = useState(false);
  const [minimumShown, setMinimumShown] = useState(false);
  const [gaveUp, setGaveUp] = useState(false);
  const { display, body } = fonts;

  useEffect(() => {
    const minimum = setTimeout(() => setMinimumShown(true), MIN_LOADING_MS);
    const maximum = setTimeout(() => setGaveUp(true), MAX_LOADING_MS);
    return () => {
      clearTimeout(minimum);
      clearTimeout(maximum);
    };
  }, []);

  useEffect(() => {
    if (expectsAudio && !audio) return;
    let cancelled = false;
    Promise.all([
      loadTemplateFonts({ display, body }),
      preloadImage(imageUrl),
      musicReady(audio),
    ]).then(() => {
      if (!cancelled) setLoaded(true);
    });
    return () => {
      cancelled = true;
    };
  }, [display, body, imageUrl, audio, expectsAudio]);

  return (loaded && minimumShown) || gaveUp;
}
