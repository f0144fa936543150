import { join, resolve, sep } from 'node:path';

/** Stored files live under DATA_DIR/uploads; files being received, in a folder never served. */
export function uploadStorage(dataDir: string) {
  const root = resolve(dataDir, 'uploads');
  return {
    root,
    incoming: join(root, '.incoming'),
    /** The file for a storage path, or null if it would fall outside the uploads folder. */
    fileFor(path: string): string | null {
      const file = resolve(root, path);
      return file.startsWith(root + sep) ? file : null;
    },
  };
}

export type UploadStorage = ReturnType<typeof uploadStorage>;
