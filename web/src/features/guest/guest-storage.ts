import { type AnswerResponse, isAnswer } from '@partyreel/shared/events/event-view';

/**
 * What a share-link guest's browser remembers about one invitation link (docs/product.md, Roles and
 * what each may do: anonymous-link guests cannot have a per-person status stored on the server):
 * the answer they gave, for the end screen. One record per link code, so two parties' links cannot
 * be tied together through it. The browser is told apart on the server by the signed visitor cookie
 * the server issues (HttpOnly: this page never sees it; docs/decisions/021-share-link-visitors.md).
 */

export interface LocalAnswer {
  response: AnswerResponse;
  peopleCount: number;
}

interface LinkGuestRecord {
  answer?: LocalAnswer;
}

const keyFor = (code: string) => `partyreel:invite:${code}`;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage can be switched off (private modes, blocked cookies): the guest can still answer.
    return null;
  }
}

function isLocalAnswer(value: unknown): value is LocalAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const { response, peopleCount } = value as Record<string, unknown>;
  return (
    isAnswer(response as string) && typeof peopleCount === 'number' && Number.isInteger(peopleCount)
  );
}

function read(code: string): LinkGuestRecord | null {
  const raw = storage()?.getItem(keyFor(code));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    if (typeof parsed !== 'object' || parsed === null) return null;
    return isLocalAnswer(parsed.answer) ? { answer: parsed.answer } : {};
  } catch {
    return null;
  }
}

function write(code: string, record: LinkGuestRecord) {
  try {
    storage()?.setItem(keyFor(code), JSON.stringify(record));
  } catch {
    // Full or refused: the answer still reached the server.
  }
}

/** The answer this browser gave through the link `code`, if any. */
export function localAnswerFor(code: string): LocalAnswer | null {
  return read(code)?.answer ?? null;
}

export function rememberLocalAnswer(code: string, answer: LocalAnswer) {
  write(code, { answer });
}
