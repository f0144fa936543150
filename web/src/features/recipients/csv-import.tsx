import { messages } from '@partyreel/shared/messages';
import { type ColumnMapping, guessMapping } from '@partyreel/shared/recipients/column-mapping';
import { importRows } from '@partyreel/shared/recipients/csv-import';
import { type CsvRow, MAX_CSV_BYTES, parseCsv } from '@partyreel/shared/recipients/csv-parse';
import type { RecipientFields } from '@partyreel/shared/recipients/recipient-check';
import { type ChangeEvent, useState } from 'react';
import { usePhoneRule } from '../../lib/phone-rule.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { Icon } from '../../ui/icon.tsx';
import type { AddGuestsResult } from './add-guests.ts';
import { CsvMappingStep } from './csv-mapping-step.tsx';
import { CsvReviewStep } from './csv-review-step.tsx';
import { type ImportOutcome, ImportSummary } from './import-summary.tsx';
import { readCsvFile } from './read-csv-file.ts';

interface CsvImportProps {
  onImport: (guests: RecipientFields[]) => AddGuestsResult;
}

interface LoadedFile {
  fileName: string;
  headers: string[];
  rows: CsvRow[];
}

type Step =
  | { kind: 'upload' }
  | ({ kind: 'map'; mapping: ColumnMapping } & LoadedFile)
  | ({ kind: 'review'; mapping: ColumnMapping } & LoadedFile);

/**
 * docs/product.md (Adding guests): upload a CSV, map its columns, review the first rows, import,
 * then start over.
 */
export function CsvImport({ onImport }: CsvImportProps) {
  const [step, setStep] = useState<Step>({ kind: 'upload' });
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const [reading, setReading] = useState(false);
  usePhoneRule();

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Choosing the same file again after a fix must fire `change` again.
    input.value = '';
    if (!file) return;
    setOutcome(null);
    if (file.size > MAX_CSV_BYTES) {
      setError(messages.recipients.csvTooLarge);
      return;
    }
    setReading(true);
    const parsed = parseCsv(await readCsvFile(file).catch(() => '\u0000'));
    setReading(false);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    setError(null);
    setStep({ kind: 'map', fileName: file.name, ...parsed, mapping: guessMapping(parsed.headers) });
  }

  if (step.kind === 'map') {
    return (
      <CsvMappingStep
        fileName={step.fileName}
        headers={step.headers}
        initial={step.mapping}
        onCancel={() => setStep({ kind: 'upload' })}
        onReview={(mapping) => setStep({ ...step, kind: 'review', mapping })}
      />
    );
  }

  if (step.kind === 'review') {
    return (
      <CsvReviewStep
        rows={step.rows}
        mapping={step.mapping}
        onBack={() => setStep({ ...step, kind: 'map' })}
        onImport={() => {
          const found = importRows(step.rows, step.mapping);
          const result = onImport(found.recipients);
          if (!result.ok) return result.message;
          setOutcome({
            imported: result.added,
            merged: { onList: result.duplicates, inFile: found.duplicates },
            skipped: found.skipped,
            phoneIgnored: found.phoneIgnored,
          });
          setStep({ kind: 'upload' });
          return null;
        }}
      />
    );
  }

  return (
    <div className="space-y-4">
      {outcome ? <ImportSummary outcome={outcome} /> : null}
      <p className="text-ink-soft text-sm">
        A spreadsheet or an export from Google Contacts or Outlook, with a header row.
      </p>
      <label
        aria-busy={reading}
        className="flex min-h-12 cursor-pointer items-center justify-center gap-2 rounded-2xl border-2 border-dashed border-violet-300 bg-violet-50/60 px-6 font-bold text-ink transition hover:bg-violet-100 focus-within:outline-2 focus-within:outline-party-magenta focus-within:outline-offset-2"
      >
        <Icon className="size-5" viewBox="0 0 20 20">
          <path d="M10 2.5 5.5 7h3v6h3V7h3L10 2.5ZM4 15v2.5h12V15H4Z" />
        </Icon>
        Choose a CSV file
        <input
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          onChange={choose}
          aria-describedby={error ? 'csv-upload-error' : undefined}
        />
      </label>
      {error ? (
        <FormMessage tone="error" id="csv-upload-error">
          {error}
        </FormMessage>
      ) : null}
    </div>
  );
}
