import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { looksLikeWaitlistEmail, waitlistJoinInput } from './waitlist.ts';

describe('waitlist e-mail rule', () => {
  it.each([
    ['ada@example.com', true],
    ['  ada@example.com  ', true],
    ['ada.example.com', false],
    ['ada@example', false],
    ['', false],
    ['   ', false],
  ])('%j → %s', (email, ok) => {
    expect(looksLikeWaitlistEmail(email)).toBe(ok);
  });

  it('lower-cases and trims so one address is one row whatever its case', () => {
    expect(waitlistJoinInput.parse({ email: '  Ada@Example.COM ' })).toEqual({
      email: 'ada@example.com',
    });
  });

  it.each([{ email: `${'x'.repeat(10_000)}@a.b` }, { email: 42 }, { email: { $ne: '' } }, {}])(
    'refuses %# with the catalogue message',
    (input) => {
      const result = waitlistJoinInput.safeParse(input);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(messages.waitlist.invalidEmail);
    },
  );
});
