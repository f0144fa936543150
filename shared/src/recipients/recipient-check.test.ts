import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { contactInput } from './contact-input.ts';
import { checkRecipient } from './recipient-check.ts';

describe('checkRecipient', () => {
  it('accepts a name with an e-mail or a phone, trimmed', () => {
    expect(checkRecipient({ name: ' Ann ', email: ' ann@example.com ', phone: '' })).toEqual({
      ok: true,
      recipient: { name: 'Ann', email: 'ann@example.com', phone: null },
    });
    expect(checkRecipient({ name: 'Ben', phone: '+1 (555) 010-2030' })).toMatchObject({ ok: true });
  });

  it.each([
    [{ name: '', email: 'a@b.co' }, messages.recipients.nameAndContactRequired, null],
    [{ name: 'Ann', email: ' ', phone: '' }, messages.recipients.nameAndContactRequired, null],
    [{ name: 'Ann', email: 'ann@example' }, messages.recipients.invalidEmail, 'email'],
    [{ name: 'Ann', phone: '555-CALL' }, messages.recipients.invalidPhone, 'phone'],
    [{ name: 'Ann', phone: '--' }, messages.recipients.invalidPhone, 'phone'],
  ])('refuses %j', (fields, message, field) => {
    expect(checkRecipient(fields)).toEqual({ ok: false, message, field });
  });
});

describe('contactInput', () => {
  it('needs only a name, and checks an e-mail or phone that is given', () => {
    expect(contactInput.parse({ name: ' Ann ', email: '', phone: null })).toEqual({
      name: 'Ann',
      email: null,
      phone: null,
    });
    const blank = contactInput.safeParse({ name: '  ' });
    expect(blank.error?.issues[0]?.message).toBe(messages.recipients.contactNameRequired);
    const email = contactInput.safeParse({ name: 'Ann', email: 'nope' });
    expect(email.error?.issues[0]?.message).toBe(messages.recipients.invalidEmail);
    const phone = contactInput.safeParse({ name: 'Ann', phone: 'abc' });
    expect(phone.error?.issues[0]?.message).toBe(messages.recipients.invalidPhone);
  });
});
