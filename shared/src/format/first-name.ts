/**
 * docs/product.md (Limits and validation): in previews only the guest's first name is used, and a
 * recipient "name" that is a generic greeting is blanked, so the scene reads "You're invited!"
 * rather than "Hi Guest!".
 *
 * The rule, case-insensitive, punctuation at the ends of words ignored:
 * 1. leading salutations are skipped: hi, hello, hey, dear, to, the ("Dear Sam" → "Sam");
 * 2. if nothing is left, or the first word left is a generic greeting, the answer is '';
 * 3. otherwise the answer is that first word, as typed ("Mary-Jane Watson" → "Mary-Jane").
 */
export const SALUTATIONS: readonly string[] = ['hi', 'hello', 'hey', 'dear', 'to', 'the'];

/** Words that name no one in particular: a greeting made of them is blanked. */
export const GENERIC_GREETINGS: readonly string[] = [
  'guest',
  'guests',
  'friend',
  'friends',
  'family',
  'families',
  'everyone',
  'everybody',
  'all',
  'yall',
  "y'all",
  'you',
  'folks',
  'anonymous',
  'there',
  'hi',
  'hello',
  'hey',
  'dear',
];

/** Strips punctuation and symbols from both ends of a word: 'Friends!' → 'Friends'. */
function bare(word: string): string {
  return word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}

/** 'Sam Jones' → 'Sam'; 'Guest', 'Dear Friends', 'Hello everyone!' → ''. */
export function firstNameForGreeting(name: string | null | undefined): string {
  const words = (name ?? '')
    .trim()
    .split(/\s+/)
    .map(bare)
    .filter((w) => w !== '');
  let i = 0;
  while (i < words.length && SALUTATIONS.includes(words[i]?.toLowerCase() ?? '')) i++;
  const first = words[i];
  if (first === undefined || GENERIC_GREETINGS.includes(first.toLowerCase())) return '';
  return first;
}
