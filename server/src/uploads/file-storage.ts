import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import type { S3StorageConfig } from './s3-storage.ts';

/** Bytes `start` to `end`, both included (as an HTTP Range says them). */
export interface ByteRange {
  start: number;
  end: number;
}

/** A stored file, as the clean-up sweep sees it. */
export interface StoredFile {
  path: string;
  modifiedAt: Date;
}

/** What a stored file is made from: a checked file on this machine, or re-encoded bytes. */
export type StoreSource = { file: string } | { bytes: Buffer };

/**
 * Where uploads are kept once checked (docs/architecture.md, Outside services,
 * docs/decisions/025-file-storage-s3.md): local disk by default, an S3-compatible bucket when
 * configured. Paths are storage paths (file-name.ts `storagePath`); every check on a file happens
 * before `put`, on a local copy.
 */
export interface FileStorage {
  /** For the start-up log: 'local disk (…)' or 'S3 bucket …'. */
  readonly description: string;
  /** A local folder, never served, where files wait while they are received and checked. */
  readonly incoming: string;
  /**
   * Stores `source` at `path` with its measured type and answers the stored size. A `file` source
   * may be moved rather than copied: the caller deletes it afterwards either way.
   */
  put(path: string, source: StoreSource, contentType: string): Promise<number>;
  /** The stored size, or null when nothing is stored there. */
  size(path: string): Promise<number | null>;
  /** The stored bytes, or a range of them; null when nothing is stored there. */
  read(path: string, range?: ByteRange): Promise<Readable | null>;
  /** Deletes what is stored at `path`; nothing stored there is not an error. */
  remove(path: string): Promise<void>;
  /** Every stored file (the `incoming` folder excepted), for the clean-up's sweep. */
  list(): AsyncIterable<StoredFile>;
  /** Lets go of connections; the storage is not used after. */
  close(): void;
}

export type StorageConfig = { kind: 'local' } | ({ kind: 's3' } & S3StorageConfig);

/** The folder files are received into: under DATA_DIR whatever the store, never served. */
export function incomingFolder(dataDir: string): string {
  return resolve(dataDir, 'uploads', '.incoming');
}

/**
 * The store configuration picks (env.ts); local disk unless S3 is configured. The S3 module, and
 * the AWS SDK with it (~160 ms and ~20 MB), is loaded only for a bucket.
 */
export async function createFileStorage(
  config: StorageConfig,
  dataDir: string,
): Promise<FileStorage> {
  if (config.kind === 'local') return localFileStorage(dataDir);
  const { s3FileStorage } = await import('./s3-storage.ts');
  return s3FileStorage(config, incomingFolder(dataDir));
}

/** Stored files live under DATA_DIR/uploads; files being received, in its `.incoming` folder. */
export function localFileStorage(dataDir: string): FileStorage {
  const root = resolve(dataDir, 'uploads');
  const incoming = incomingFolder(dataDir);
  /** The file for a storage path, or null if it would fall outside the uploads folder. */
  const fileFor = (path: string): string | null => {
    const file = resolve(root, path);
    return file.startsWith(root + sep) && !file.startsWith(incoming + sep) ? file : null;
  };
  const fileOrThrow = (path: string): string => {
    const file = fileFor(path);
    if (!file) throw new Error(`upload path outside the store: ${path}`);
    return file;
  };

  return {
    description: `local disk (${root})`,
    incoming,
    async put(path, source) {
      const file = fileOrThrow(path);
      await mkdir(dirname(file), { recursive: true });
      if ('bytes' in source) await writeFile(file, source.bytes, { flag: 'wx' });
      else await rename(source.file, file);
      return (await stat(file)).size;
    },
    async size(path) {
      const file = fileFor(path);
      if (!file) return null;
      return stat(file).then(
        (s) => (s.isFile() ? s.size : null),
        () => null,
      );
    },
    async read(path, range) {
      const file = fileFor(path);
      if (!file) return null;
      const stream = createReadStream(file, range ? { start: range.start, end: range.end } : {});
      // Opening fails on a missing file: answer null rather than a stream that errors.
      return new Promise((done) => {
        stream.once('ready', () => done(stream));
        stream.once('error', () => done(null));
      });
    },
    async remove(path) {
      const file = fileFor(path);
      if (file) await rm(file, { force: true });
    },
    async *list() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const file = join(entry.parentPath, entry.name);
        if (file.startsWith(incoming + sep)) continue;
        const modified = await stat(file).then(
          (s) => s.mtime,
          () => null,
        );
        if (modified)
          yield { path: relative(root, file).split(sep).join('/'), modifiedAt: modified };
      }
    },
    close() {},
  };
}
