/**
 * A size as people read it: '640 KB', '4.2 MB', '42 MB', '1.5 GB'. Binary units, as the upload
 * limits are counted (a "50 MB" video is 50 × 1024 × 1024 bytes); never '0 KB' for something.
 */
export function sizeText(bytes: number): string {
  const units = ['KB', 'MB', 'GB'] as const;
  let value = bytes / 1024;
  let unit = 0;
  // Rounded as shown, so 1023.9 KB reads '1 MB', not '1024 KB'.
  while (Math.round(value) >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${Math.max(1, Math.ceil(value))} KB`;
  const shown = value < 9.95 ? Math.round(value * 10) / 10 : Math.round(value);
  return `${shown} ${units[unit]}`;
}
