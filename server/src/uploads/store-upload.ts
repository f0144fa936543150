import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import type { Db } from '@partyreel/db';
import { uploads } from '@partyreel/db/schema';
import { uploadUrl } from '@partyreel/shared/uploads/upload-url';
import type { FastifyBaseLogger } from 'fastify';
import type { SessionUser } from '../context.ts';
import { sanitiseFileName, storagePath } from './file-name.ts';
import type { FileStorage } from './file-storage.ts';
import { processUpload } from './process-upload.ts';
import { type UploadKind, type UploadRule, uploadRules } from './upload-kinds.ts';
import { insertWithinQuota, roomLeft, type StorageScope, storageScopeOf } from './upload-quota.ts';

/** The answer to a successful upload (web/src/features/uploads/uploaded-media.ts). */
export interface UploadAnswer {
  uploadId: string;
  kind: UploadKind;
  url: string;
  name: string;
  durationMs: number | null;
}

/** What a host may still upload of one kind: the kind's rule and what their quota leaves. */
export interface UploadAllowance {
  rule: UploadRule;
  scope: StorageScope;
  /** Bytes still free: the owner's quota, or an anonymous owner's network's budget (decision 040). */
  left: number;
  /** The catalogue's text for a file that does not fit in `left`. */
  overQuota: string;
  /** The most a file may have: the smaller of the kind's limit and `left`. */
  limit: number;
}

export async function uploadAllowance(
  db: Db,
  owner: SessionUser,
  kind: UploadKind,
): Promise<UploadAllowance> {
  const rule = uploadRules[kind];
  const scope = await storageScopeOf(db, owner);
  const room = await roomLeft(db, scope);
  return {
    rule,
    scope,
    left: room.bytes,
    overQuota: room.refusal,
    limit: Math.min(rule.maxBytes, room.bytes),
  };
}

/** A received file's fate: stored, or refused with the catalogue's text. */
export type Stored =
  | { ok: true; answer: UploadAnswer }
  | { ok: false; reason: 'not-this-kind' | 'over-quota'; message: string };

/**
 * Checks a received file (on local disk) by its bytes, re-encodes an image without its metadata,
 * puts the result in `storage` as {uploadId}.{ext} and records it, counted against the quota again
 * now that the stored size is known (docs/decisions/022, 025, 040). Every file this made is gone
 * when it returns or throws, the received one included: a refused upload leaves nothing behind by
 * the time the host reads why.
 */
export async function storeUpload(
  deps: { db: Db; storage: FileStorage; log: FastifyBaseLogger },
  upload: { kind: UploadKind; allowance: UploadAllowance; file: string; filename: string },
): Promise<Stored> {
  const { db, storage, log } = deps;
  const { kind, file, filename } = upload;
  let stored: string | null = null;
  try {
    const processed = await processUpload(kind, file);
    if (!processed.ok) return { ok: false, reason: 'not-this-kind', message: processed.message };

    const name = sanitiseFileName(filename, processed.extension, kind);
    const uploadId = randomUUID();
    const path = storagePath(uploadId, processed.extension);
    stored = path;
    const size = await storage.put(
      path,
      processed.output ? { bytes: processed.output } : { file },
      processed.mimeType,
    );

    // Counted under the owner's lock, so two uploads finishing at once cannot pass it together.
    const scope = upload.allowance.scope;
    const refused = await insertWithinQuota(db, { ...scope, bytes: size }, async (tx) => {
      await tx.insert(uploads).values({
        id: uploadId,
        ownerId: scope.ownerId,
        path,
        kind,
        mimeType: processed.mimeType,
        bytes: size,
        durationMs: processed.durationMs,
        width: processed.width,
        height: processed.height,
        originalName: filename.slice(0, 255) || null,
      });
    });
    if (refused) return { ok: false, reason: 'over-quota', message: refused };
    stored = null;
    log.info({ uploadId, kind, bytes: size }, 'upload stored');
    const url = uploadUrl(path);
    return { ok: true, answer: { uploadId, kind, url, name, durationMs: processed.durationMs } };
  } finally {
    await rm(file, { force: true });
    // A store that fails here leaves a file with no row: the clean-up's sweep removes it.
    if (stored) {
      await storage
        .remove(stored)
        .catch((error: unknown) => log.error({ err: error }, 'refused upload not removed'));
    }
  }
}
