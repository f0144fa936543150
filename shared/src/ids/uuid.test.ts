import { describe, expect, it } from 'vitest';
import { isLowerCaseUuid, isUuid } from './uuid.ts';

const id = '0b7e3c1a-5f2d-4c8e-9a6b-1d2e3f4a5b6c';

describe('isUuid', () => {
  it('takes a UUID in either case', () => {
    expect(isUuid(id)).toBe(true);
    expect(isUuid(id.toUpperCase())).toBe(true);
  });

  it('refuses anything else', () => {
    for (const value of ['', 'abc', `${id}x`, ` ${id}`, id.replaceAll('-', ''), `${id}\n`])
      expect(isUuid(value)).toBe(false);
  });
});

describe('isLowerCaseUuid', () => {
  it('takes only the lower-case spelling', () => {
    expect(isLowerCaseUuid(id)).toBe(true);
    expect(isLowerCaseUuid(id.toUpperCase())).toBe(false);
    expect(isLowerCaseUuid('not-a-uuid')).toBe(false);
  });
});
