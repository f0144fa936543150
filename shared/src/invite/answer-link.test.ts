import { describe, expect, it } from 'vitest';
import { answerChoiceOf, answerLinkPath } from './answer-link.ts';

describe('answer links', () => {
  it("are the guest's own address with the choice, and read back", () => {
    const yes = answerLinkPath('abc DEF', 'inv-1', 'yes');
    expect(yes).toBe('/invite/abc%20DEF?id=inv-1&rsvp=yes');
    expect(answerChoiceOf(new URL(yes, 'https://x.test').search)).toBe('yes');
    expect(answerLinkPath('abc', undefined, 'no')).toBe('/invite/abc?rsvp=no');
  });

  it('read nothing from an absent or unknown choice', () => {
    expect(answerChoiceOf('?id=1')).toBeUndefined();
    expect(answerChoiceOf('?rsvp=maybe')).toBeUndefined();
  });
});
