import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db } from '@partyreel/db';
import { uploads } from '@partyreel/db/schema';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';

/** What upload tests read back: the rows, the files on disk and what the server serves. */

export function uploadRows(db: Db, ownerId: string) {
  return db.select().from(uploads).where(eq(uploads.ownerId, ownerId));
}

/** Every file under `dataDir`'s uploads folder (the folder of files being received included). */
export async function storedFiles(dataDir: string): Promise<string[]> {
  const entries = await readdir(join(dataDir, 'uploads'), {
    recursive: true,
    withFileTypes: true,
  }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
}

/** GETs a stored upload's address from the app at `baseUrl`, with its bytes. */
export async function fetchStored(
  baseUrl: string,
  url: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${baseUrl}${String(url)}`, { headers });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** A PNG of the size asked, half-transparent magenta with `alpha`, else opaque orange. */
export const pngFile = (width: number, height: number, alpha: boolean) =>
  sharp({
    create: {
      width,
      height,
      channels: alpha ? 4 : 3,
      background: alpha ? { r: 250, g: 0, b: 170, alpha: 0.5 } : '#fa0',
    },
  })
    .png()
    .toBuffer();
