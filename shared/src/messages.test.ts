import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';

describe('the unlock offer names the guests no e-mail will reach', () => {
  it('one, two, three, and three with more', () => {
    expect(messages.unlock.phoneOnlyBeforePaying(['Ava'])).toBe(
      'Ava has only a phone number. Invitations go by e-mail, so share your link with them yourself.',
    );
    expect(messages.unlock.noContactBeforePaying(['Ava', 'Ben'])).toBe(
      'Ava and Ben have no e-mail address yet: add one to send the invitation.',
    );
    expect(messages.unlock.phoneOnlyBeforePaying(['Ava', 'Ben', 'Cy'])).toMatch(
      /^Ava, Ben and Cy have only a phone number\./,
    );
    expect(messages.unlock.phoneOnlyBeforePaying(['Ava', 'Ben'], 3)).toMatch(
      /^Ava, Ben and 3 more have only a phone number\./,
    );
  });
});
