import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { contactInput } from './contact-input.ts';
import { importRows } from './csv-import.ts';
import { phoneEntryProblem } from './phone-entry.ts';
import { phoneRuleProblem, setPhoneRule } from './phone-rule.ts';
import { checkRecipient, isValidPhone } from './recipient-check.ts';

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

describe('with the phone rule installed (read in the US)', () => {
  afterEach(() => setPhoneRule(undefined));
  const install = () => setPhoneRule((phone) => phoneEntryProblem(phone, 'US'));

  it('refuses a well-formed phone that cannot be a number, at the phone field', () => {
    expect(checkRecipient({ name: 'Ann', phone: '+1 555 0100' })).toMatchObject({ ok: true });
    install();
    expect(checkRecipient({ name: 'Ann', phone: '+1 555 0100' })).toEqual({
      ok: false,
      message: messages.recipients.phoneNotPossible,
      field: 'phone',
    });
    expect(phoneRuleProblem('555 0100')).toBe(messages.recipients.phoneNotPossible);
    expect(isValidPhone('555 0100')).toBe(false);
    expect(checkRecipient({ name: 'Ann', phone: '(415) 555-0100' })).toMatchObject({ ok: true });
    // The schema's refusals come first, and a guest without a phone is not asked about one.
    expect(checkRecipient({ name: 'Ann', phone: '555-CALL' })).toMatchObject({
      message: messages.recipients.invalidPhone,
    });
    expect(checkRecipient({ name: 'Ann', email: 'ann@example.com' })).toMatchObject({ ok: true });
  });

  it('the CSV import leaves such a phone off a guest with an e-mail, and skips a guest without one', () => {
    install();
    const rows = [
      { Name: 'Ann', Email: 'ann@example.com', Phone: '555 0100' },
      { Name: 'Ben', Email: '', Phone: '555 0101' },
      { Name: 'Cy', Email: '', Phone: '(415) 555-0102' },
    ];
    const found = importRows(rows, { name: ['Name'], email: 'Email', phone: 'Phone' });
    expect(found.recipients).toEqual([
      { name: 'Ann', email: 'ann@example.com', phone: null },
      { name: 'Cy', email: null, phone: '4155550102' },
    ]);
    expect(found.phoneIgnored).toBe(1);
    expect(found.skipped.invalidPhone).toBe(1);
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
