/** A byte range of a file, both ends inclusive (HTTP's convention). */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Reads a `Range` request header for a file of `size` bytes (RFC 9110 §14): 'bytes=100-199',
 * 'bytes=100-' or 'bytes=-500'. Returns the range to send, 'unsatisfiable' when it lies wholly
 * past the end (answer 416), or null to send the whole file (no header, a malformed one, or
 * several ranges, which a server may answer in full).
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Number.POSITIVE_INFINITY : Number(last);
  if (end < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}
