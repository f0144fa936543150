/**
 * docs/product.md (Limits and validation): times are shown in 12-hour format with AM/PM. A value
 * whose hours are above 23 or whose minutes are above 59 is shown as given, and so is anything that
 * is not a time at all.
 */
const TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;

/** '14:05' → '2:05 PM', '00:00' → '12:00 AM', '12:30:00' → '12:30 PM'; '25:00' → '25:00'. */
export function formatTime12h(value: string | null | undefined): string {
  if (value == null) return '';
  const match = TIME.exec(value.trim());
  if (!match) return value;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  const seconds = match[3] === undefined ? 0 : Number(match[3]);
  if (hours > 23 || minutes > 59 || seconds > 59) return value;
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}
