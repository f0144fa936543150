import {
  ANSWER_ALERT_LABELS,
  ANSWER_ALERTS,
  type AnswerAlerts,
} from '@partyreel/shared/events/answer-alerts';
import { SelectField } from '../../ui/select-field.tsx';
import { useEventSetting } from './use-event-setting.ts';

/**
 * 'E-mail me about answers' (docs/product.md, The event page): each answer (batched to one
 * e-mail in 15 minutes), once a day, or never. Saved as soon as it changes.
 */
export function AnswerAlertsSelect({ eventId, saved }: { eventId: string; saved: AnswerAlerts }) {
  const setting = useEventSetting(eventId, saved, (answerAlerts) => ({ answerAlerts }));
  return (
    <SelectField
      label="E-mail me about answers"
      value={setting.value}
      disabled={setting.saving}
      onChange={(event) => {
        const chosen = ANSWER_ALERTS.find((mode) => mode === event.target.value);
        if (chosen) void setting.change(chosen);
      }}
    >
      {ANSWER_ALERTS.map((mode) => (
        <option key={mode} value={mode}>
          {ANSWER_ALERT_LABELS[mode]}
        </option>
      ))}
    </SelectField>
  );
}
