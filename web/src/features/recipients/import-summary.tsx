import { messages } from '@partyreel/shared/messages';
import type { SkipReason } from '@partyreel/shared/recipients/csv-import';
import { FormMessage } from '../../ui/form-message.tsx';

export interface ImportOutcome {
  imported: number;
  /** Duplicates left out: guests already on the list, rows repeating an earlier row. */
  merged: { onList: number; inFile: number };
  skipped: Record<SkipReason, number>;
  /** Guests imported with their e-mail only, their phone unreadable. */
  phoneIgnored: number;
}

const text = messages.recipients;

/**
 * 'no name (2), invalid email (1)': each reason that counts, in the order given; with a single
 * reason, just its label (the sentence already says how many).
 */
function reasons<K extends string>(counts: Record<K, number>, labels: Record<K, string>) {
  const given = (Object.keys(labels) as K[]).filter((key) => counts[key] > 0);
  const total = given.reduce((sum, key) => sum + counts[key], 0);
  const list =
    given.length === 1
      ? labels[given[0] as K]
      : given.map((key) => `${labels[key]} (${counts[key]})`).join(', ');
  return { total, list };
}

/** 'Imported 12 guests.', then what was merged, skipped or left off, and why. */
export function ImportSummary({ outcome }: { outcome: ImportOutcome }) {
  const merged = reasons(outcome.merged, text.csvMergedReasons);
  const skipped = reasons(outcome.skipped, text.csvSkipReasons);
  return (
    <FormMessage tone="success">
      <p>{text.csvImported(outcome.imported)}</p>
      {merged.total > 0 ? (
        <p className="font-normal">{text.csvMerged(merged.total, merged.list)}</p>
      ) : null}
      {skipped.total > 0 ? (
        <p className="font-normal">{text.csvSkipped(skipped.total, skipped.list)}</p>
      ) : null}
      {outcome.phoneIgnored > 0 ? (
        <p className="font-normal">{text.csvPhoneIgnored(outcome.phoneIgnored)}</p>
      ) : null}
    </FormMessage>
  );
}
