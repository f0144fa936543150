/** The English ordinal suffix of a day of the month: 1 → 'st', 2 → 'nd', 11 → 'th', 23 → 'rd'. */
export function ordinalSuffix(n: number): 'st' | 'nd' | 'rd' | 'th' {
  const lastTwo = Math.abs(n) % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  switch (Math.abs(n) % 10) {
    case 1:
      return 'st';
    case 2:
      return 'nd';
    case 3:
      return 'rd';
    default:
      return 'th';
  }
}

/** 1 → '1st', 12 → '12th', 22 → '22nd'. */
export function ordinal(n: number): string {
  return `${n}${ordinalSuffix(n)}`;
}
