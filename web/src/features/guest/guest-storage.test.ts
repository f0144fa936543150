import { afterEach, describe, expect, it } from 'vitest';
import { localAnswerFor, rememberLocalAnswer, visitorIdFor } from './guest-storage.ts';

afterEach(() => localStorage.clear());

describe('a share-link guest’s browser memory', () => {
  it('keeps one visitor id per link, in the shape the server accepts', () => {
    const first = visitorIdFor('linkA');
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(visitorIdFor('linkA')).toBe(first);
    expect(visitorIdFor('linkB')).not.toBe(first);
  });

  it('remembers the answer per link, keeping the visitor id', () => {
    const visitor = visitorIdFor('linkA');
    expect(localAnswerFor('linkA')).toBeNull();
    rememberLocalAnswer('linkA', { response: 'accepted', peopleCount: 3 });
    expect(localAnswerFor('linkA')).toEqual({ response: 'accepted', peopleCount: 3 });
    rememberLocalAnswer('linkA', { response: 'declined', peopleCount: 0 });
    expect(localAnswerFor('linkA')).toEqual({ response: 'declined', peopleCount: 0 });
    expect(visitorIdFor('linkA')).toBe(visitor);
    expect(localAnswerFor('linkB')).toBeNull();
  });

  it('ignores what it did not write', () => {
    localStorage.setItem('partyreel:invite:linkA', '{not json');
    expect(localAnswerFor('linkA')).toBeNull();
    localStorage.setItem(
      'partyreel:invite:linkA',
      JSON.stringify({ visitorId: 'abcdefgh12', answer: { response: 'maybe', peopleCount: 2 } }),
    );
    expect(localAnswerFor('linkA')).toBeNull();
    expect(visitorIdFor('linkA')).toBe('abcdefgh12');
  });
});
