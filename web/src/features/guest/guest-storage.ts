import { isAnswer } from '@partyreel/shared/events/event-view';
import type { GuestAnswer, LinkGuest } from '@partyreel/shared/invite/invite-types';

/**
 * What a share-link guest's browser remembers about one invitation link (docs/product.md, Roles and
 * what each may do: anonymous-link guests cannot have a per-person status stored on the server):
 * the answer they gave, for the end screen, and the name and e-mail they gave with it, so changing
 * the answer does not ask again (docs/decisions/059). One record per link code, so two parties' links cannot
 * be tied together through it. The browser is told apart on the server by the signed visitor cookie
 * the server issues (HttpOnly: this page never sees it; docs/decisions/021-share-link-visitors.md).
 */

/** An answer as this browser keeps it: the server's own (GuestAnswer). */
export type LocalAnswer = GuestAnswer;

interface LinkGuestRecord {
  answer?: LocalAnswer;
  guest?: LinkGuest;
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

/** A kept answer, or null: one kept before answers had notes has none. */
function localAnswerOf(value: unknown): LocalAnswer | null {
  if (typeof value !== 'object' || value === null) return null;
  const { response, peopleCount, note, questionAnswers } = value as Record<string, unknown>;
  if (!isAnswer(response as string)) return null;
  if (typeof peopleCount !== 'number' || !Number.isInteger(peopleCount)) return null;
  const answers = textsOf(questionAnswers);
  return {
    response: response as LocalAnswer['response'],
    peopleCount,
    note: typeof note === 'string' && note !== '' ? note : null,
    ...(answers ? { questionAnswers: answers } : {}),
  };
}

/** The answers to the host's questions a browser kept: texts by id, or none. */
function textsOf(value: unknown): Record<string, string> | null {
  if (typeof value !== 'object' || value === null) return null;
  const entries = Object.entries(value).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return entries.length > 0 ? Object.fromEntries(entries) : null;
}

/** A kept guest, or null: one kept before the link asked for a name has none. */
function linkGuestOf(value: unknown): LinkGuest | null {
  if (typeof value !== 'object' || value === null) return null;
  const { name, email } = value as Record<string, unknown>;
  if (typeof name !== 'string' || name === '') return null;
  return { name, email: typeof email === 'string' && email !== '' ? email : null };
}

function read(code: string): LinkGuestRecord | null {
  const raw = storage()?.getItem(keyFor(code));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const answer = localAnswerOf(parsed.answer);
    const guest = linkGuestOf(parsed.guest);
    return { ...(answer ? { answer } : {}), ...(guest ? { guest } : {}) };
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

/** Who this browser said it was on the link `code`, if it answered since the link asked. */
export function localGuestFor(code: string): LinkGuest | null {
  return read(code)?.guest ?? null;
}

export function rememberLocalAnswer(code: string, answer: LocalAnswer, guest?: LinkGuest) {
  write(code, { answer, ...(guest ? { guest } : {}) });
}
