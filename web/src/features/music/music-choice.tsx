import type { ReactNode } from 'react';

interface MusicChoiceProps {
  /** The radio group's name. */
  group: string;
  checked: boolean;
  onChoose: () => void;
  /** Something before the choice, outside its label (the preview button). */
  leading: ReactNode;
  title: string;
  detail?: string | undefined;
}

/** One row of the music picker: a labelled radio, highlighted when it is the chosen one. */
export function MusicChoice({
  group,
  checked,
  onChoose,
  leading,
  title,
  detail,
}: MusicChoiceProps) {
  return (
    <li
      className={`flex items-center gap-3 rounded-2xl p-2.5 pr-4 ring-1 transition-colors sm:gap-4 ${
        checked
          ? 'bg-fuchsia-50 ring-2 ring-party-magenta'
          : 'bg-white ring-violet-100 hover:ring-violet-300'
      }`}
    >
      {leading}
      <label className="flex min-w-0 flex-1 cursor-pointer items-center gap-3">
        <span className="min-w-0 flex-1">
          <span className="block truncate font-display text-lg font-semibold text-ink">
            {title}
          </span>
          {detail ? <span className="block truncate text-sm text-ink-soft">{detail}</span> : null}
        </span>
        <input
          type="radio"
          name={group}
          checked={checked}
          onChange={onChoose}
          className="size-5 shrink-0 cursor-pointer appearance-none rounded-full border-2 border-violet-300 bg-white transition-all checked:border-[6px] checked:border-party-magenta"
        />
      </label>
    </li>
  );
}
