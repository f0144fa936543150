import { isLowerCaseUuid } from '@partyreel/shared/ids/uuid';

const MAX_STEM = 60;

/**
 * The name a host sees and the store uses: letters, digits and dots only (docs/product.md, Limits
 * and validation), no leading dots (nothing hidden, nothing like '..'), one dot at a time, and the
 * extension of what was actually stored, not the one the file came with.
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

const EXTENSION = /^[a-z0-9]{1,8}$/;
const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._]*$/;

/**
 * Where a new upload is stored, and so its address: `{uploadId}.{ext}`, the upload's own random id
 * and the extension of what was stored (decision 022). Nothing about who uploaded it, unlike
 * The original product description's public/{timestamp_name} and events/{uid}/{timestamp_name},
 * which older rows keep.
 */
export function storagePath(uploadId: string, extension: string): string {
  if (!isLowerCaseUuid(uploadId) || !EXTENSION.test(extension)) {
    throw new Error(`not an upload id and extension: ${uploadId} ${extension}`);
  }
  return `${uploadId}.${extension}`;
}

/**
 * True for a path `storagePath` makes, or one it made before decision 022 (public/{stamp_name},
 * events/{uid}/{stamp_name}: rows that events still use keep their paths and addresses);
 * everything else (traversal included) is refused.
 */
export function isStoragePath(path: string): boolean {
  const parts = path.split('/');
  if (parts.some((part) => part.includes('..'))) return false;
  if (parts.length === 1) return isByIdName(parts[0] ?? '');
  if (parts.length === 2) return parts[0] === 'public' && SEGMENT.test(parts[1] ?? '');
  if (parts.length === 3) {
    return parts[0] === 'events' && isLowerCaseUuid(parts[1] ?? '') && SEGMENT.test(parts[2] ?? '');
  }
  return false;
}

/** `{uploadId}.{ext}`, as `storagePath` names a new upload. */
function isByIdName(name: string): boolean {
  const dot = name.indexOf('.');
  return dot > 0 && isLowerCaseUuid(name.slice(0, dot)) && EXTENSION.test(name.slice(dot + 1));
}
