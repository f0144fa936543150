import { useId } from 'react';
import { useEventSetting } from './use-event-setting.ts';

/**
 * 'Who's coming' (docs/product.md, The event page): whether guests see the first names of those who
 * accepted on the invitation. Saved as soon as it changes; a refusal puts the switch back and says
 * why.
 */
export function WhosComingToggle({ eventId, shown }: { eventId: string; shown: boolean }) {
  const setting = useEventSetting(eventId, shown, (showGuestList) => ({ showGuestList }));
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-2xl bg-violet-50/70 px-4 py-3 ring-1 ring-violet-100">
      <input
        id={id}
        type="checkbox"
        checked={setting.value}
        disabled={setting.saving}
        aria-describedby={`${id}-hint`}
        onChange={(event) => void setting.change(event.target.checked)}
        className="mt-1 size-5 shrink-0 accent-party-magenta"
      />
      <div>
        <label htmlFor={id} className="font-bold text-ink">
          Show who’s coming on the invitation
        </label>
        <p id={`${id}-hint`} className="text-sm text-ink-soft">
          Guests see the first names of those who accepted. Nothing else about them.
        </p>
      </div>
    </div>
  );
}
