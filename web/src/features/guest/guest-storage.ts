/**
 * What a share-link guest's browser remembers about one invitation link (SPEC.md §6: anonymous-link
 * guests cannot have a per-person status stored on the server): a random visitor id, sent with
 * their view and answer, and the answer they gave. One record per link code, so two parties'
 * links cannot be tied together through it.
 */

export interface LocalAnswer {
  response: 'accepted' | 'declined';
  peopleCount: number;
}

interface LinkGuestRecord {
  visitorId: string;
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
    (response === 'accepted' || response === 'declined') &&
    typeof peopleCount === 'number' &&
    Number.isInteger(peopleCount)
  );
}

function read(code: string): LinkGuestRecord | null {
  const raw = storage()?.getItem(keyFor(code));
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Record<string, unknown>;
    if (typeof parsed.visitorId !== 'string' || !parsed.visitorId) return null;
    return {
      visitorId: parsed.visitorId,
      ...(isLocalAnswer(parsed.answer) ? { answer: parsed.answer } : {}),
    };
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

/** 22 url-safe random characters (crypto.randomUUID needs https; getRandomValues does not). */
function randomVisitorId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** This browser's visitor id for the link `code`, made (and kept) on first use. */
export function visitorIdFor(code: string): string {
  const existing = read(code);
  if (existing) return existing.visitorId;
  const visitorId = randomVisitorId();
  write(code, { visitorId });
  return visitorId;
}

/** The answer this browser gave through the link `code`, if any. */
export function localAnswerFor(code: string): LocalAnswer | null {
  return read(code)?.answer ?? null;
}

export function rememberLocalAnswer(code: string, answer: LocalAnswer) {
  write(code, { visitorId: visitorIdFor(code), answer });
}
