import { afterEach, describe, expect, it } from 'vitest';
import { localAnswerFor, localGuestFor, rememberLocalAnswer } from './guest-storage.ts';

afterEach(() => localStorage.clear());

describe('a share-link guest’s browser memory', () => {
  it('remembers the answer per link, and nothing else', () => {
    expect(localAnswerFor('linkA')).toBeNull();
    rememberLocalAnswer('linkA', { response: 'accepted', peopleCount: 3, note: 'No nuts, please' });
    expect(localAnswerFor('linkA')).toEqual({
      response: 'accepted',
      peopleCount: 3,
      note: 'No nuts, please',
    });
    rememberLocalAnswer('linkA', { response: 'declined', peopleCount: 0, note: null });
    expect(localAnswerFor('linkA')).toEqual({ response: 'declined', peopleCount: 0, note: null });
    expect(localAnswerFor('linkB')).toBeNull();
    // No browser id is kept: the server's HttpOnly visitor cookie tells browsers apart.
    expect(JSON.parse(localStorage.getItem('partyreel:invite:linkA') ?? '{}')).toEqual({
      answer: { response: 'declined', peopleCount: 0, note: null },
    });
  });

  it('ignores what it did not write, and reads an answer kept by an earlier version', () => {
    localStorage.setItem('partyreel:invite:linkA', '{not json');
    expect(localAnswerFor('linkA')).toBeNull();
    localStorage.setItem(
      'partyreel:invite:linkA',
      JSON.stringify({ visitorId: 'abcdefgh12', answer: { response: 'perhaps', peopleCount: 2 } }),
    );
    expect(localAnswerFor('linkA')).toBeNull();
    localStorage.setItem(
      'partyreel:invite:linkA',
      JSON.stringify({ answer: { response: 'maybe', peopleCount: 2 } }),
    );
    expect(localAnswerFor('linkA')).toEqual({ response: 'maybe', peopleCount: 2, note: null });
    localStorage.setItem(
      'partyreel:invite:linkA',
      JSON.stringify({ visitorId: 'abcdefgh12', answer: { response: 'accepted', peopleCount: 2 } }),
    );
    expect(localAnswerFor('linkA')).toEqual({ response: 'accepted', peopleCount: 2, note: null });
  });

  it('remembers who answered with the answer, so changing it does not ask again', () => {
    expect(localGuestFor('linkA')).toBeNull();
    const answer = { response: 'maybe', peopleCount: 2, note: null } as const;
    rememberLocalAnswer('linkA', answer, { name: 'Zoe', email: 'zoe@example.com' });
    expect(localGuestFor('linkA')).toEqual({ name: 'Zoe', email: 'zoe@example.com' });
    expect(localAnswerFor('linkA')).toEqual(answer);
    expect(localGuestFor('linkB')).toBeNull();
    // One kept before the link asked for names, or malformed, has no one.
    localStorage.setItem('partyreel:invite:linkA', JSON.stringify({ answer, guest: { name: '' } }));
    expect(localGuestFor('linkA')).toBeNull();
    expect(localAnswerFor('linkA')).toEqual(answer);
  });
});
