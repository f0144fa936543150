import type { ReactNode } from 'react';
import { Icon } from '../../ui/icon.tsx';
import { CONTROL_BUTTON_SIZE, CONTROLS_BAR } from './controls-bar.ts';
import { formatClock } from './scene-clock.ts';

interface PlayerControlsProps {
  t: number;
  duration: number;
  playing: boolean;
  muted: boolean;
  hasMusic: boolean;
  disabled: boolean;
  onToggle(): void;
  onSeek(t: number): void;
  onReplay(): void;
  onMute(muted: boolean): void;
}

const button = `grid ${CONTROL_BUTTON_SIZE} shrink-0 place-items-center rounded-full bg-white/90 text-ink shadow-md transition hover:bg-white active:scale-95 disabled:opacity-50`;

/**
 * Play/pause, the progress slider (a native range: arrow keys step it, Home and End jump), mute and
 * replay. Larger targets below 768 px.
 */
export function PlayerControls({
  t,
  duration,
  playing,
  muted,
  hasMusic,
  disabled,
  onToggle,
  onSeek,
  onReplay,
  onMute,
}: PlayerControlsProps) {
  return (
    <div className={CONTROLS_BAR}>
      <button
        type="button"
        className={button}
        onClick={onToggle}
        disabled={disabled}
        aria-label={playing ? 'Pause' : 'Play'}
      >
        {playing ? <PauseIcon /> : <PlayIcon />}
      </button>
      <input
        type="range"
        aria-label="Progress"
        min={0}
        max={duration}
        step={0.1}
        value={Math.min(t, duration)}
        aria-valuetext={`${formatClock(t)} of ${formatClock(duration)}`}
        disabled={disabled}
        onChange={(event) => onSeek(Number(event.currentTarget.value))}
        className="h-11 min-w-0 flex-1 cursor-pointer accent-white disabled:cursor-default"
      />
      <span aria-hidden="true" className="hidden shrink-0 text-sm font-bold tabular-nums sm:inline">
        {formatClock(t)} / {formatClock(duration)}
      </span>
      {hasMusic && (
        <button
          type="button"
          className={button}
          onClick={() => onMute(!muted)}
          disabled={disabled}
          aria-label={muted ? 'Unmute' : 'Mute'}
        >
          {muted ? <MutedIcon /> : <SoundIcon />}
        </button>
      )}
      <button
        type="button"
        className={button}
        onClick={onReplay}
        disabled={disabled}
        aria-label="Replay"
      >
        <ReplayIcon />
      </button>
    </div>
  );
}

const icon = 'size-6 md:size-5';

function PlayIcon() {
  return (
    <Icon className={`${icon} ml-0.5`}>
      <path d="M7 4.5v15l13-7.5z" />
    </Icon>
  );
}

function PauseIcon() {
  return (
    <Icon className={icon}>
      <rect x="6" y="4.5" width="4" height="15" rx="1" />
      <rect x="14" y="4.5" width="4" height="15" rx="1" />
    </Icon>
  );
}

/** The speaker, with its sound waves or the cross of muted. */
function SpeakerIcon({ children }: { children: ReactNode }) {
  return (
    <Icon className={icon} strokeWidth="2" strokeLinecap="round">
      <path d="M4 9h4l5-4v14l-5-4H4z" fill="currentColor" />
      {children}
    </Icon>
  );
}

const SoundIcon = () => (
  <SpeakerIcon>
    <path d="M16.5 8.5a5 5 0 0 1 0 7M19 6a8.5 8.5 0 0 1 0 12" />
  </SpeakerIcon>
);

const MutedIcon = () => (
  <SpeakerIcon>
    <path d="M16 9l5 6M21 9l-5 6" />
  </SpeakerIcon>
);

function ReplayIcon() {
  return (
    <Icon className={icon} strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M4 12a8 8 0 1 0 2.5-5.8" />
      <path d="M4 4v5h5" />
    </Icon>
  );
}
