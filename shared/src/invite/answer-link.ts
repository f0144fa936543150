/**
 * The answer links a fancy template may show (customData's rsvp_y and rsvp_n): the guest's own
 * invitation address with ?rsvp=yes or ?rsvp=no. Opening one never answers (a GET changes
 * nothing, and mail scanners open links): the guest page opens with that answer chosen, and the
 * guest confirms it (docs/decisions/042-csv-pending-and-answer-links.md).
 */
export type AnswerChoice = 'yes' | 'no';

export const ANSWER_PARAM = 'rsvp';

/** A guest's personal invitation (docs/product.md, Pages): '/invite/{code}?id={invitationId}'. */
export function personalInvitePath(code: string, invitationId: string): string {
  return `/invite/${encodeURIComponent(code)}?id=${invitationId}`;
}

/** '/invite/{code}?id={invitationId}&rsvp=yes' (no id for the share link). */
export function answerLinkPath(
  code: string,
  invitationId: string | undefined,
  choice: AnswerChoice,
): string {
  const query = new URLSearchParams();
  if (invitationId) query.set('id', invitationId);
  query.set(ANSWER_PARAM, choice);
  return `/invite/${encodeURIComponent(code)}?${query.toString()}`;
}

/** The answer a guest address's query string chose, if any. */
export function answerChoiceOf(search: string): AnswerChoice | undefined {
  const value = new URLSearchParams(search).get(ANSWER_PARAM);
  return value === 'yes' || value === 'no' ? value : undefined;
}
