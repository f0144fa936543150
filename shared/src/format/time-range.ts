/** '7:00 PM – 10:00 PM', '7:00 PM' without an end, 'Until 10:00 PM' without a start, '' without both. */
export function timeRangeText(data: { sTime: string | null; eTime: string | null }): string {
  const start = data.sTime?.trim() ?? '';
  const end = data.eTime?.trim() ?? '';
  if (start === '') return end === '' ? '' : `Until ${end}`;
  return end === '' ? start : `${start} – ${end}`;
}
