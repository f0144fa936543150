import { describe, expect, it } from 'vitest';
import { normalisePhone } from './phone.ts';
import { checkRecipient } from './recipient-check.ts';

describe('normalisePhone', () => {
  it.each([
    ['555.201.9999', '5552019999'],
    ['(555) 201-9999', '5552019999'],
    ['555 201 9999', '5552019999'],
    ['555/201/9999', '5552019999'],
    ['+44 20 7946 0958', '+442079460958'],
    ['+44 (0)20 7946 0958', '+442079460958'],
    ['+49 (0) 30 1234567', '+49301234567'],
    ['(+33) 1.42.68.53.00', '+33142685300'],
    [' 555\u00a0201\u20119999 ', '5552019999'],
    ['0044 20 7946 0958', '00442079460958'],
  ])('reads %j as %j, which the server accepts', (text, phone) => {
    expect(normalisePhone(text)).toBe(phone);
    expect(checkRecipient({ name: 'Ann', phone })).toMatchObject({ ok: true });
  });

  it.each([
    ['letters', '555-CAKE'],
    ['a note', 'call after 6pm'],
    ['an extension', '555-201-9999 ext. 12'],
    ['an Excel number', '5.552E+09'],
    ['no digits', '--'],
    ['a plus inside', '555+201'],
    ['two numbers in one cell', '555 201 9999 555 201 8888'],
    ['an empty cell', ''],
  ])('refuses %s', (_, text) => {
    expect(normalisePhone(text)).toBeNull();
  });
});
