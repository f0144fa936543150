import { CSV_REVIEW_ROWS } from '@partyreel/shared/limits';
import type { ColumnMapping } from '@partyreel/shared/recipients/column-mapping';
import { mapRow } from '@partyreel/shared/recipients/csv-import';
import type { CsvRow } from '@partyreel/shared/recipients/csv-parse';
import { checkRecipient } from '@partyreel/shared/recipients/recipient-check';
import { useState } from 'react';
import { buttonStyles } from '../../ui/button-styles.ts';
import { FormMessage } from '../../ui/form-message.tsx';

interface CsvReviewStepProps {
  rows: CsvRow[];
  mapping: ColumnMapping;
  onBack: () => void;
  /** Imports every row; returns a message when the list refuses them (more than 200 guests). */
  onImport: () => string | null;
}

/**
 * The first 5 rows as they will be read (docs/product.md, Limits and validation), each marked if it
 * will be skipped.
 */
export function CsvReviewStep({ rows, mapping, onBack, onImport }: CsvReviewStepProps) {
  const [error, setError] = useState<string | null>(null);
  const shown = rows.slice(0, CSV_REVIEW_ROWS).map((row) => {
    const mapped = mapRow(row, mapping);
    const check = checkRecipient(mapped);
    return { ...mapped, problem: check.ok ? null : check.message };
  });
  const caption =
    rows.length > shown.length
      ? `The first ${shown.length} of ${rows.length} rows`
      : `All ${rows.length} ${rows.length === 1 ? 'row' : 'rows'}`;

  return (
    <div className="space-y-4">
      <h3 id="csv-review-caption" className="font-bold text-ink">
        {caption}
      </h3>
      <ol aria-labelledby="csv-review-caption" className="space-y-2">
        {shown.map((row, i) => (
          <li
            // Rows have no identity of their own; their order never changes here.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={i}
            className={`rounded-2xl px-4 py-3 ring-1 ${row.problem ? 'bg-rose-50/60 ring-rose-200' : 'bg-violet-50/60 ring-violet-100'}`}
          >
            <p className="break-words font-bold text-ink">{row.name || '(no name)'}</p>
            <p className="break-words text-ink-soft text-sm">
              {[row.email, row.phone].filter(Boolean).join(' · ') || '(no email or phone)'}
            </p>
            {row.problem ? (
              <p className="font-semibold text-rose-700 text-sm">Will be skipped: {row.problem}</p>
            ) : null}
          </li>
        ))}
      </ol>
      {error ? <FormMessage tone="error">{error}</FormMessage> : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <button type="button" onClick={onBack} className={buttonStyles.secondarySmall}>
          Back to columns
        </button>
        <button
          type="button"
          onClick={() => setError(onImport())}
          className={buttonStyles.secondarySmall}
        >
          Import
        </button>
      </div>
    </div>
  );
}
