import fc from 'fast-check';

/** Values that have broken programs before, and arbitrary JSON made of them (input-arbitraries.ts). */

const deep = (levels: number, leaf: unknown): unknown => {
  let value = leaf;
  for (let i = 0; i < levels; i++) value = i % 2 ? { a: value } : [value];
  return value;
};

/** Strings that have broken programs before. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '   \t\n ',
  '\u0000',
  'a\u0000b',
  '\u0000'.repeat(64),
  '\ud800',
  'x\udfffy',
  '\ufeff',
  '\u200b',
  '\u202eevil',
  'e\u0301\u0301\u0301',
  '💥🎉👩‍👩‍👧‍👦',
  '𝕳𝖊𝖑𝖑𝖔',
  'ﷺ',
  'Ω≈ç√∫',
  '日本語のテキスト',
  '\r\n\r\n',
  "'; drop table users; --",
  '" or 1=1 --',
  '<script>alert(1)</script>',
  '{{7*7}}#{7*7}',
  '%00%ff',
  '../../../../etc/passwd',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '__proto__',
  'constructor',
  'toString',
  '0000-01-01',
  '99999-12-31',
  '+099999-12-31',
  '-000001-01-01',
  '2023-02-29',
  '24:00',
  '23:59:60',
  'a@b.c',
  '@',
  'x@y',
  ' UPPER@EXAMPLE.COM ',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'not-a-uuid',
  'Mars/Olympus_Mons',
  'Etc/GMT+14',
  '+05:45',
];

/** Long strings: at and past every limit we have (the HTTP body limit is 1 MB). */
export const HUGE_STRINGS = [
  'a'.repeat(257),
  'a'.repeat(5_000),
  'é'.repeat(20_000),
  '💥'.repeat(10_000),
  '\u0000'.repeat(10_000),
  'x'.repeat(300_000),
];

export const EDGE_NUMBERS = [
  0,
  -0,
  -1,
  1,
  0.5,
  -0.5,
  21,
  200,
  201,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  Number.NaN,
  Number.POSITIVE_INFINITY,
];

/** Anything at all, as JSON: primitives, nasty strings, deep nesting, arrays, objects. */
export function anyJson(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 2, arbitrary: fc.constantFrom<unknown>(...NASTY_STRINGS, ...EDGE_NUMBERS) },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(true, false, null, [], {}, [[]], [{}]) },
    { weight: 1, arbitrary: fc.constantFrom(deep(10, 1), deep(100, 'x'), deep(500, null)) },
    { weight: 1, arbitrary: fc.constantFrom(...HUGE_STRINGS) },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.constantFrom(...NASTY_STRINGS), fc.jsonValue({ maxDepth: 2 }), {
        maxKeys: 4,
      }),
    },
  );
}
