/**
 * How a host hears of answers by e-mail (docs/decisions/063): each answer, batched to at most one
 * e-mail in 15 minutes (the first at once); one digest a day; or none.
 */
export const ANSWER_ALERTS = ['each', 'digest', 'none'] as const;
export type AnswerAlerts = (typeof ANSWER_ALERTS)[number];

export function isAnswerAlerts(value: string): value is AnswerAlerts {
  return (ANSWER_ALERTS as readonly string[]).includes(value);
}

export const ANSWER_ALERT_LABELS: Record<AnswerAlerts, string> = {
  each: 'For each answer (at most one e-mail every 15 minutes)',
  digest: 'Once a day, at 9 in the morning',
  none: 'Never',
};

/** The most minutes between two alerts of 'each'. */
export const ALERT_BATCH_MINUTES = 15;

/** The hour (in the event's time zone) the daily digest goes at. */
export const DIGEST_HOUR = 9;
