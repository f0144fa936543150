/**
 * 'Who's coming' as a sentence: 'Ana, Ben and 2 others are coming.'; those with no name to show
 * are counted ('3 guests are coming.'); with nobody yet, an invitation to be first.
 */
export function comingLine(names: readonly string[], others: number): string {
  const parts = [...names];
  const noun = names.length > 0 ? 'other' : 'guest';
  if (others > 0) parts.push(`${others} ${noun}${others === 1 ? '' : 's'}`);
  if (parts.length === 0) return 'Nobody has said yes yet. Be the first!';
  const list =
    parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `${list} ${names.length + others === 1 ? 'is' : 'are'} coming.`;
}
