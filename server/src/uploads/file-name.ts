import { randomBytes } from 'node:crypto';

const MAX_STEM = 60;

/**
 * The name a host sees and the store uses: letters, digits and dots only (SPEC.md §5), no leading
 * dots (nothing hidden, nothing like '..'), one dot at a time, and the extension of what was
 * actually stored, not the one the file came with.
 */
export function sanitiseFileName(original: string, extension: string, fallback: string): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  const stem = (dot > 0 ? base.slice(0, dot) : base)
    .replace(/[^A-Za-z0-9.]/g, '')
    .replace(/\.{2,}/g, '.')
    .replace(/^\.+|\.+$/g, '')
    .slice(0, MAX_STEM)
    .replace(/\.+$/, '');
  return `${stem || fallback}.${extension}`;
}

/**
 * Where an upload is stored (SPEC.md §7): public/{timestamp_name} for an anonymous host,
 * events/{uid}/{timestamp_name} for a registered one. The timestamp carries a random suffix so two
 * uploads in the same millisecond never collide and nobody can guess another host's file.
 */
export function storagePath(
  owner: { userId: string; isAnonymous: boolean },
  name: string,
  now = Date.now(),
): string {
  const stamp = `${now}${randomBytes(6).toString('hex')}`;
  const file = `${stamp}_${name}`;
  return owner.isAnonymous ? `public/${file}` : `events/${owner.userId}/${file}`;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._]*$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** True for a path `storagePath` could have made; everything else (traversal included) is refused. */
export function isStoragePath(path: string): boolean {
  const parts = path.split('/');
  if (parts.some((part) => part.includes('..'))) return false;
  if (parts.length === 2) return parts[0] === 'public' && SEGMENT.test(parts[1] ?? '');
  if (parts.length === 3) {
    return parts[0] === 'events' && UUID.test(parts[1] ?? '') && SEGMENT.test(parts[2] ?? '');
  }
  return false;
}
