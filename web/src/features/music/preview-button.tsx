import { Icon } from '../../ui/icon.tsx';
import { Spinner } from '../../ui/spinner.tsx';

interface PreviewButtonProps {
  trackName: string;
  /** 'idle': not previewing; 'starting': asked to play, no sound yet; 'playing': sounding. */
  state: 'idle' | 'starting' | 'playing';
  onToggle: () => void;
}

/** Play or pause one song's preview. While it starts, the button already stops it. */
export function PreviewButton({ trackName, state, onToggle }: PreviewButtonProps) {
  const active = state !== 'idle';
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={`${active ? 'Pause' : 'Play'} preview of ${trackName}`}
      className={`grid size-12 shrink-0 place-items-center rounded-full transition active:scale-95 ${
        active
          ? 'bg-party text-white shadow-lg shadow-fuchsia-500/30'
          : 'bg-violet-100 text-party-plum hover:bg-violet-200'
      }`}
    >
      {state === 'starting' ? (
        <Spinner />
      ) : state === 'playing' ? (
        <Icon className="size-5">
          <rect x="6" y="5" width="4" height="14" rx="1.2" />
          <rect x="14" y="5" width="4" height="14" rx="1.2" />
        </Icon>
      ) : (
        <Icon className="ml-0.5 size-5">
          <path d="M7.5 4.8v14.4a1 1 0 0 0 1.5.86l11.2-7.2a1 1 0 0 0 0-1.72L9 3.94a1 1 0 0 0-1.5.86Z" />
        </Icon>
      )}
    </button>
  );
}
