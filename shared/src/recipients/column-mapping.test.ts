import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { contactColumns, guessMapping, mappingError, nameChoices } from './column-mapping.ts';

const googleNew = [
  'First Name',
  'Middle Name',
  'Last Name',
  'Nickname',
  'Labels',
  'E-mail 1 - Label',
  'E-mail 1 - Value',
  'E-mail 2 - Label',
  'E-mail 2 - Value',
  'Phone 1 - Label',
  'Phone 1 - Value',
];
const googleOld = [
  'Name',
  'Given Name',
  'Additional Name',
  'Family Name',
  'Yomi Name',
  'E-mail 1 - Type',
  'E-mail 1 - Value',
  'Phone 1 - Type',
  'Phone 1 - Value',
];
const outlook = [
  'First Name',
  'Middle Name',
  'Last Name',
  'Title',
  'E-mail Address',
  'E-mail Display Name',
  'Home Phone',
  'Business Phone',
  'Mobile Phone',
  'Primary Phone',
];

describe('guessMapping', () => {
  it.each([
    [
      "Google's export",
      googleNew,
      {
        name: ['First Name', 'Middle Name', 'Last Name'],
        email: 'E-mail 1 - Value',
        phone: 'Phone 1 - Value',
      },
    ],
    [
      "Google's older export (a Name column)",
      googleOld,
      { name: ['Name'], email: 'E-mail 1 - Value', phone: 'Phone 1 - Value' },
    ],
    [
      "Outlook's export",
      outlook,
      {
        name: ['First Name', 'Middle Name', 'Last Name'],
        email: 'E-mail Address',
        phone: 'Mobile Phone',
      },
    ],
    [
      'a plain list',
      ['name', 'email', 'phone'],
      { name: ['name'], email: 'email', phone: 'phone' },
    ],
    [
      'other spellings',
      ['Full Name', 'Email address', 'Cell'],
      { name: ['Full Name'], email: 'Email address', phone: 'Cell' },
    ],
    [
      'first and last without a middle name',
      ['Given name', 'Surname', 'Tel'],
      { name: ['Given name', 'Surname'], email: null, phone: 'Tel' },
    ],
    ['unknown columns', ['foo', 'bar'], { name: [], email: null, phone: null }],
  ])('reads %s', (_, headers, mapping) => {
    expect(guessMapping(headers)).toEqual(mapping);
  });
});

describe('nameChoices', () => {
  it('offers first + last, then each column', () => {
    expect(nameChoices(['First Name', 'Last Name', 'Email'])).toEqual([
      { label: 'First Name + Last Name', columns: ['First Name', 'Last Name'] },
      { label: 'First Name', columns: ['First Name'] },
      { label: 'Last Name', columns: ['Last Name'] },
      { label: 'Email', columns: ['Email'] },
    ]);
  });

  it('offers only columns when there is no first and last pair', () => {
    expect(nameChoices(['name', 'email']).map((c) => c.label)).toEqual(['name', 'email']);
  });
});

describe('mappingError', () => {
  it('needs a name column, then an e-mail or a phone column', () => {
    expect(mappingError({ name: [], email: 'Email', phone: null })).toBe(
      messages.recipients.csvNameRequired,
    );
    expect(mappingError({ name: ['Name'], email: null, phone: null })).toBe(
      messages.recipients.csvContactRequired,
    );
    expect(mappingError({ name: ['Name'], email: null, phone: 'Phone' })).toBeNull();
    expect(mappingError({ name: ['Name'], email: 'Email', phone: null })).toBeNull();
  });
});

describe('contactColumns', () => {
  it("reads Google's numbered columns in order after the mapped one", () => {
    const headers = [...googleNew, 'Phone 3 - Value', 'Phone 2 - Label', 'Phone 2 - Value'];
    expect(contactColumns(headers, guessMapping(headers))).toEqual({
      email: ['E-mail 1 - Value', 'E-mail 2 - Value'],
      phone: ['Phone 1 - Value', 'Phone 2 - Value', 'Phone 3 - Value'],
    });
  });

  it("reads Outlook's person's phones, mobile first, and not the company's or assistant's", () => {
    const headers = [
      ...outlook,
      'E-mail 2 Address',
      'Home Phone 2',
      'Company Main Phone',
      "Assistant's Phone",
      'Pager',
    ];
    expect(contactColumns(headers, guessMapping(headers))).toEqual({
      email: ['E-mail Address', 'E-mail 2 Address'],
      phone: ['Mobile Phone', 'Primary Phone', 'Home Phone', 'Business Phone', 'Home Phone 2'],
    });
  });

  it('starts from the column the host picked, and reads none for a field left unmapped', () => {
    expect(
      contactColumns(outlook, { name: ['First Name'], email: null, phone: 'Home Phone' }),
    ).toEqual({
      email: [],
      phone: ['Home Phone', 'Mobile Phone', 'Primary Phone', 'Business Phone'],
    });
  });
});
