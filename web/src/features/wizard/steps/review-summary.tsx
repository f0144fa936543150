import { formatEventDateUpper } from '@partyreel/shared/format/event-date';
import { formatTime12h } from '@partyreel/shared/format/time-12h';
import type { WizardDraft } from '../draft/wizard-draft.ts';

/** Everything the event will be created with, to check before creating it. */
export function ReviewSummary({
  draft,
  templateName,
}: {
  draft: WizardDraft;
  templateName: string | undefined;
}) {
  const time = [formatTime12h(draft.startTime || null), formatTime12h(draft.endTime || null)]
    .filter(Boolean)
    .join(' – ');
  const rows: [string, string][] = [
    ['Event', draft.title.trim() || '—'],
    ['Location', draft.location.trim() || '—'],
    ['Date', formatEventDateUpper(draft.eventDate || null) || '—'],
    ['Time', time || '—'],
    ['Template', templateName ?? draft.templateId ?? '—'],
    ['Music', draft.music?.name ?? 'No music'],
    ['Photo', draft.image ? draft.image.name : 'None'],
    ['Video', draft.video ? draft.video.name : 'None'],
    ['Guests', draft.recipients.length === 1 ? '1 guest' : `${draft.recipients.length} guests`],
  ];
  if (draft.personalMessage.trim()) rows.push(['Message', draft.personalMessage.trim()]);
  return (
    <dl className="divide-y divide-violet-100 rounded-3xl bg-white px-5 ring-1 ring-violet-100">
      {rows.map(([term, value]) => (
        <div key={term} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-3">
          <dt className="font-bold text-ink">{term}</dt>
          <dd className="min-w-0 break-words text-right text-ink-soft">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
