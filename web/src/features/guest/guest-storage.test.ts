import { afterEach, describe, expect, it } from 'vitest';
import { localAnswerFor, rememberLocalAnswer } from './guest-storage.ts';

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
});
