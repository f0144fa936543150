import {
  REMINDER_ALL,
  REMINDER_NO_RESPONSE,
  type ReminderAll,
  type ReminderNoResponse,
} from '@partyreel/shared/events/event-input';
import { useId } from 'react';

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
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block font-bold text-ink">
        {label}
      </label>
      <select
        id={id}
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
    </div>
  );
}
