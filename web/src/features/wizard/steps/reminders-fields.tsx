import {
  REMINDER_ALL,
  REMINDER_NO_RESPONSE,
  type ReminderAll,
  type ReminderNoResponse,
} from '@partyreel/shared/events/reminder-schedule';
import { messages } from '@partyreel/shared/messages';
import { buttonStyles } from '../../../ui/button-styles.ts';
import { LabelledField } from '../../../ui/labelled-field.tsx';

const NO_RESPONSE_LABELS: Record<ReminderNoResponse, string> = {
  '': 'No reminder',
  '1d': '1 day before',
  '3d': '3 days before',
  '1w': '1 week before',
  '2w': '2 weeks before',
};

const ALL_LABELS: Record<ReminderAll, string> = {
  '': 'No reminder',
  '0d': 'On the day',
  '1d': '1 day before',
  '3d': '3 days before',
  '1w': '1 week before',
};

export interface RemindersFieldsProps {
  reminderNoResponse: ReminderNoResponse;
  reminderAll: ReminderAll;
  /** Reminders cannot be chosen (a locked event: docs/product.md, Paying). */
  disabled?: boolean;
  onChange: (change: {
    reminderNoResponse?: ReminderNoResponse;
    reminderAll?: ReminderAll;
  }) => void;
}

/** The two automatic reminders (docs/product.md, Reminders "reminder choices"). */
export function RemindersFields({
  reminderNoResponse,
  reminderAll,
  disabled = false,
  onChange,
}: RemindersFieldsProps) {
  return (
    <div className="space-y-5">
      <Select
        label="Remind guests who haven't answered"
        value={reminderNoResponse}
        options={REMINDER_NO_RESPONSE}
        labels={NO_RESPONSE_LABELS}
        disabled={disabled}
        onChange={(value) => onChange({ reminderNoResponse: value })}
      />
      <Select
        label="Remind everyone"
        value={reminderAll}
        options={REMINDER_ALL}
        labels={ALL_LABELS}
        disabled={disabled}
        onChange={(value) => onChange({ reminderAll: value })}
      />
    </div>
  );
}

/**
 * Over a locked event's reminders: they come with unlocking (docs/product.md, Paying), and Unlock
 * offers it. The wizard's reminders step and Manage Guests both show it.
 */
export function RemindersLockedNote({ onUnlock }: { onUnlock: () => void }) {
  return (
    <div className="flex flex-col gap-3 rounded-3xl bg-violet-50 p-5 ring-1 ring-violet-100 sm:flex-row sm:items-center sm:justify-between">
      <p className="font-semibold text-ink">{messages.checkout.remindersLocked}</p>
      <button
        type="button"
        onClick={onUnlock}
        className={`${buttonStyles.secondarySmall} shrink-0`}
      >
        Unlock
      </button>
    </div>
  );
}

function Select<T extends string>({
  label,
  value,
  options,
  labels,
  disabled,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly T[];
  labels: Record<T, string>;
  disabled: boolean;
  onChange: (value: T) => void;
}) {
  return (
    <LabelledField label={label}>
      {(control) => (
        <select
          {...control}
          value={value}
          disabled={disabled}
          onChange={(event) => {
            const chosen = options.find((option) => option === event.target.value);
            if (chosen !== undefined) onChange(chosen);
          }}
          className="min-h-12 w-full rounded-2xl border-2 border-violet-200 bg-white px-4 text-base text-ink focus:border-party-magenta disabled:cursor-not-allowed disabled:bg-violet-50/60 disabled:text-ink-soft"
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {labels[option]}
            </option>
          ))}
        </select>
      )}
    </LabelledField>
  );
}
