import type { TemplateDefinition } from '@partyreel/shared/templates/template-types';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { backgroundsFor } from './backgrounds.ts';
import { STAGE_CARD, STAGE_COLUMN } from './controls-bar.ts';
import { mediaUrl, titleText } from './details.ts';
import type { InvitationData } from './invitation-data.ts';
import { LoadingScreen } from './loading-screen.tsx';
import { type FrameSource, FrameSourceProvider } from './motion.tsx';
import { PlayerControls } from './player-controls.tsx';
import { RotatingBackground } from './rotating-background.tsx';
import { playbackDuration } from './scene-clock.ts';
import type { SceneDefinition } from './scene-types.ts';
import { sceneTime } from './timeline.ts';
import { useInvitationAssets } from './use-invitation-assets.ts';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion.ts';
import { useSceneClock } from './use-scene-clock.ts';

export interface InvitationPlayerProps {
  template: TemplateDefinition;
  /** The scene that draws `template.layout` (scenes.ts loads it: each scene is its own chunk). */
  scene: SceneDefinition;
  /**
   * The event's customData (docs/product.md, Templates and music), already formatted by
   * shared/format's buildCustomData.
   */
  data: InvitationData;
  /** Three background image addresses; without them, three backgrounds drawn from the palette. */
  backgrounds?: readonly [string, string, string];
  /** Start as soon as everything has loaded (the music may stay silent until a tap: browsers). */
  autoPlay?: boolean;
  /** Called each time the invitation plays to its end. */
  onFinished?: () => void;
  /** Called when the invitation first starts playing (the guest is watching it). */
  onStart?: () => void;
}

/**
 * The guest's invitation (docs/product.md, Pages, docs/architecture.md, The player): the scene's
 * resting frame at once as a poster, a loading line while fonts, music and photo arrive, then the
 * scene driven by one clock with play/pause, a progress slider, mute and replay, over a background
 * that changes every 10 s. Everything it plays stops when it leaves the page.
 */
export function InvitationPlayer({
  template,
  scene,
  data,
  backgrounds,
  autoPlay = false,
  onFinished,
  onStart,
}: InvitationPlayerProps) {
  const reducedMotion = usePrefersReducedMotion();
  const { Scene, duration: sceneDuration } = scene;
  const music = mediaUrl(data.musicUrl);
  const [audio, setAudio] = useState<HTMLAudioElement | null>(null);
  const [musicDuration, setMusicDuration] = useState<number | null>(null);
  const [started, setStarted] = useState(false);
  const ready = useInvitationAssets({
    fonts: template.fonts,
    imageUrl: mediaUrl(data.mainImageUrl),
    audio,
    expectsAudio: music !== '',
  });
  const clock = useSceneClock({
    duration: playbackDuration(sceneDuration, musicDuration),
    audio,
    onEnded: onFinished,
    uiStep: 0.25,
  });
  // The scene renders only when something other than time changes; every frame is drawn from
  // this source (motion.tsx), so the React tree is not re-rendered 60 times a second.
  const SceneView = useMemo(() => memo(Scene), [Scene]);
  const startedRef = useRef(started);
  startedRef.current = started;
  const { time: clockNow, subscribe: clockSubscribe } = clock;
  const source = useMemo<FrameSource>(() => {
    const toScene = (at: number) =>
      startedRef.current ? sceneTime(at, sceneDuration, reducedMotion) : sceneDuration;
    return {
      time: () => toScene(clockNow()),
      subscribe: (listener) => clockSubscribe((at) => listener(toScene(at))),
    };
  }, [clockNow, clockSubscribe, sceneDuration, reducedMotion]);
  const layers = useMemo(
    () => backgroundsFor(template.palette, backgrounds),
    [template.palette, backgrounds],
  );

  const { play, toggle, replay } = clock;
  const start = useCallback(() => {
    startedRef.current = true;
    setStarted(true);
    play();
    onStart?.();
  }, [play, onStart]);

  useEffect(() => {
    if (ready && autoPlay && !started) start();
  }, [ready, autoPlay, started, start]);

  // Leaving the page stops the music and lets go of it (a detached <audio> would play on). The
  // source is put back on (re)mount, as StrictMode unmounts and remounts the same element.
  useEffect(() => {
    if (!audio) return;
    if (audio.getAttribute('src') !== music) audio.setAttribute('src', music);
    return () => {
      audio.pause();
      audio.removeAttribute('src');
      audio.load();
    };
  }, [audio, music]);

  // Before the first play the scene shows its resting frame: the poster, every detail readable.
  // While the clock runs the scene keeps the time it had when it started: it is drawn per frame.
  const liveT = started ? sceneTime(clock.t, sceneDuration, reducedMotion) : sceneDuration;
  const stillT = useRef(liveT);
  if (!clock.playing || reducedMotion) stillT.current = liveT;
  const t = stillT.current;

  return (
    <section aria-label={`Invitation: ${titleText(data)}`} className={STAGE_COLUMN}>
      <RotatingBackground backgrounds={layers} reducedMotion={reducedMotion} />
      <div className="w-full md:max-w-[30rem]">
        {/* Until its fonts are in, the stage keeps the poster's 4:5: in a fallback face the scene's
            text can take more lines and grow it, and it would then shrink and move the page. */}
        <div className={ready ? STAGE_CARD : `${STAGE_CARD} aspect-[4/5]`}>
          <FrameSourceProvider value={source}>
            <SceneView
              template={template}
              data={data}
              t={t}
              playing={clock.playing && !reducedMotion}
              reducedMotion={reducedMotion}
            />
          </FrameSourceProvider>
          {!ready && <LoadingScreen reducedMotion={reducedMotion} />}
          {ready && !started && <PlayOverlay onPlay={start} />}
          {started && clock.playing && clock.soundBlocked && music !== '' && !clock.muted && (
            <button
              type="button"
              onClick={() => clock.setMuted(false)}
              className="absolute top-3 right-3 z-30 rounded-full bg-black/70 px-4 py-2 text-sm font-bold text-white shadow-lg backdrop-blur"
            >
              Tap for sound
            </button>
          )}
        </div>
        <PlayerControls
          t={started ? clock.t : 0}
          duration={clock.duration}
          playing={clock.playing}
          muted={clock.muted}
          hasMusic={music !== ''}
          disabled={!ready}
          onToggle={started ? toggle : start}
          onSeek={(to) => {
            startedRef.current = true;
            setStarted(true);
            clock.seek(to);
          }}
          onReplay={() => {
            startedRef.current = true;
            setStarted(true);
            replay();
          }}
          onMute={clock.setMuted}
        />
      </div>
      {music !== '' && (
        // biome-ignore lint/a11y/useMediaCaption: background music has no words to caption
        <audio
          ref={setAudio}
          src={music}
          preload="auto"
          onLoadedMetadata={(event) => setMusicDuration(event.currentTarget.duration)}
        />
      )}
    </section>
  );
}

function PlayOverlay({ onPlay }: { onPlay: () => void }) {
  return (
    <div className="absolute inset-0 z-30 grid place-items-center bg-black/25">
      <button
        type="button"
        onClick={onPlay}
        className="flex items-center gap-3 rounded-full bg-white px-7 py-4 font-display text-xl font-bold text-ink shadow-2xl transition hover:scale-105 active:scale-95"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7 fill-current">
          <path d="M7 4.5v15l13-7.5z" />
        </svg>
        Open invitation
      </button>
    </div>
  );
}
