import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { FileStorage } from './file-storage.ts';

/** The bucket's settings, as env.ts reads them (S3_*). */
export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** An S3-compatible service's address (MinIO, R2, …); AWS's own when unset. */
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (https://host/bucket/key) rather than in the host name. */
  forcePathStyle: boolean;
}

/**
 * How long one bucket call may take before it is abandoned (docs/product.md, Limits and
 * validation: storage operations 120 s, uploads 600 s). A read's limit runs until the answer
 * starts; its body then streams to the browser at the browser's pace, guarded by the idle limit.
 */
export const STORAGE_DEADLINES = {
  operationMs: 120_000,
  uploadMs: 600_000,
  /** Opening a connection to the bucket. */
  connectMs: 5_000,
  /** A connection that carries nothing for this long is dropped (a stalled body). */
  idleMs: 120_000,
} as const;

export type StorageDeadlines = { [K in keyof typeof STORAGE_DEADLINES]: number };

/**
 * Runs `call` with a signal that aborts after `ms`; the deadline ends when `call` settles, so a
 * stream it answered is not cut later.
 */
async function within<T>(ms: number, call: (abortSignal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error(`the bucket did not answer within ${ms} ms`)),
    ms,
  );
  try {
    return await call(controller.signal);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The uploads in an S3-compatible bucket, keyed by storage path. Files are still received and
 * checked on local disk (`incoming`); only the final bytes are sent, with their length known, so
 * a PutObject is enough (no multipart upload: an upload is at most a few tens of megabytes). The
 * SDK is loaded only here, when a bucket is configured: local disk does not pay its start-up.
 */
export async function s3FileStorage(
  config: S3StorageConfig,
  incoming: string,
  deadlines: StorageDeadlines = STORAGE_DEADLINES,
): Promise<FileStorage> {
  const {
    DeleteObjectCommand,
    GetObjectCommand,
    HeadObjectCommand,
    ListObjectsV2Command,
    PutObjectCommand,
    S3Client,
    S3ServiceException,
  } = await import('@aws-sdk/client-s3');
  /** 404 from S3 for a key or bucket that is not there. */
  const isNotFound = (error: unknown): boolean =>
    error instanceof S3ServiceException &&
    (error.$metadata.httpStatusCode === 404 ||
      error.name === 'NotFound' ||
      error.name === 'NoSuchKey');
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 demands them: the default sends streamed bodies aws-chunked with a
    // trailing CRC, which several S3-compatible services (and s3rver) store as the body itself.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: deadlines.connectMs,
      requestTimeout: deadlines.idleMs,
    },
  });
  const operation = <T>(call: (abortSignal: AbortSignal) => Promise<T>) =>
    within(deadlines.operationMs, call);
  const Bucket = config.bucket;

  return {
    description: `S3 bucket ${Bucket}${config.endpoint ? ` at ${config.endpoint}` : ''}`,
    incoming,
    async put(path, source, contentType) {
      const size = 'bytes' in source ? source.bytes.byteLength : (await stat(source.file)).size;
      const Body = 'bytes' in source ? source.bytes : createReadStream(source.file);
      await within(deadlines.uploadMs, (abortSignal) =>
        client.send(
          new PutObjectCommand({
            Bucket,
            Key: path,
            Body,
            ContentLength: size,
            ContentType: contentType,
            CacheControl: 'public, max-age=31536000, immutable',
          }),
          { abortSignal },
        ),
      );
      return size;
    },
    async size(path) {
      try {
        const head = await operation((abortSignal) =>
          client.send(new HeadObjectCommand({ Bucket, Key: path }), { abortSignal }),
        );
        return head.ContentLength ?? null;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async read(path, range) {
      try {
        const object = await operation((abortSignal) =>
          client.send(
            new GetObjectCommand({
              Bucket,
              Key: path,
              Range: range ? `bytes=${range.start}-${range.end}` : undefined,
            }),
            { abortSignal },
          ),
        );
        // On Node the SDK answers the response stream itself.
        if (!(object.Body instanceof Readable)) throw new Error(`no stream for ${path}`);
        return object.Body;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async remove(path) {
      await operation((abortSignal) =>
        client.send(new DeleteObjectCommand({ Bucket, Key: path }), { abortSignal }),
      );
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await operation((abortSignal) =>
          client.send(new ListObjectsV2Command({ Bucket, ContinuationToken }), { abortSignal }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified) {
            yield { path: object.Key, modifiedAt: object.LastModified };
          }
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    close() {
      client.destroy();
    },
  };
}
