import { messages } from '@partyreel/shared/messages';
import {
  type ColumnMapping,
  mappingError,
  nameChoices,
} from '@partyreel/shared/recipients/column-mapping';
import { useId, useState } from 'react';
import { buttonStyles } from '../../ui/button-styles.ts';
import { FormMessage } from '../../ui/form-message.tsx';

interface CsvMappingStepProps {
  fileName: string;
  headers: string[];
  initial: ColumnMapping;
  onCancel: () => void;
  onReview: (mapping: ColumnMapping) => void;
}

const NOT_MAPPED = '';
const selectStyle =
  'min-h-12 w-full rounded-2xl border-2 border-violet-200 bg-white px-3 text-base text-ink focus:border-party-magenta aria-invalid:border-rose-500';

/** Which column holds the name (or first + last), the e-mail and the phone; prefilled by a guess. */
export function CsvMappingStep({
  fileName,
  headers,
  initial,
  onCancel,
  onReview,
}: CsvMappingStepProps) {
  const choices = nameChoices(headers);
  const initialName = choices.findIndex((c) => c.columns.join('\n') === initial.name.join('\n'));
  const [name, setName] = useState(initialName >= 0 ? String(initialName) : NOT_MAPPED);
  const [email, setEmail] = useState(initial.email ?? NOT_MAPPED);
  const [phone, setPhone] = useState(initial.phone ?? NOT_MAPPED);
  const [error, setError] = useState<string | null>(null);
  const ids = { name: useId(), email: useId(), phone: useId(), error: useId() };

  const mapping = (): ColumnMapping => ({
    name: name === NOT_MAPPED ? [] : (choices[Number(name)]?.columns ?? []),
    email: email || null,
    phone: phone || null,
  });

  function review() {
    const current = mapping();
    const problem = mappingError(current);
    setError(problem);
    if (!problem) onReview(current);
  }

  const columnOptions = headers.map((h) => (
    <option key={h} value={h}>
      {h}
    </option>
  ));
  const invalid = (field: 'name' | 'contact') =>
    error ===
    (field === 'name'
      ? messages.recipients.csvNameRequired
      : messages.recipients.csvContactRequired)
      ? true
      : undefined;

  return (
    <div className="space-y-4">
      <p className="text-ink-soft">
        Match the columns of <span className="font-bold text-ink">{fileName}</span>.
      </p>
      <div className="space-y-1.5">
        <label htmlFor={ids.name} className="block font-bold text-ink">
          Name
        </label>
        <select
          id={ids.name}
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={invalid('name')}
          className={selectStyle}
        >
          <option value={NOT_MAPPED}>Not in this file</option>
          {choices.map((c, i) => (
            <option key={c.label} value={String(i)}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {(
          [
            ['Email', ids.email, email, setEmail],
            ['Phone', ids.phone, phone, setPhone],
          ] as const
        ).map(([label, id, value, setValue]) => (
          <div key={label} className="space-y-1.5">
            <label htmlFor={id} className="block font-bold text-ink">
              {label}
            </label>
            <select
              id={id}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              aria-invalid={invalid('contact')}
              className={selectStyle}
            >
              <option value={NOT_MAPPED}>Not in this file</option>
              {columnOptions}
            </select>
          </div>
        ))}
      </div>
      {error ? (
        <FormMessage tone="error" id={ids.error}>
          {error}
        </FormMessage>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <button type="button" onClick={onCancel} className={buttonStyles.secondarySmall}>
          Choose another file
        </button>
        <button type="button" onClick={review} className={buttonStyles.secondarySmall}>
          Review
        </button>
      </div>
    </div>
  );
}
