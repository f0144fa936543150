/**
 * A fixed-offset zone ('Etc/GMT-3' is UTC+3: the sign is POSIX's) whose clock reads `hour` o'clock
 * now, give or take the minutes. For tests, journeys and benches of rules that depend on an
 * event's local time (texts wait out the quiet hours: docs/decisions/070).
 */
export function zoneAtHour(hour: number, now = new Date()): string {
  let offset = (hour - now.getUTCHours() + 24) % 24;
  if (offset > 14) offset -= 24;
  if (offset === 0) return 'Etc/GMT';
  return `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}
