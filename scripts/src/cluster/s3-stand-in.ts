/// <reference path="../../../server/test/fixtures/uploads/s3rver.d.ts" />
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/** A bucket's settings, as the server reads them from S3_* (server/src/env.ts). */
export interface S3Settings {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** An S3-compatible service's address; AWS's own when unset. */
  endpoint?: string;
  forcePathStyle?: boolean;
}

/** The S3_* variables for `settings`. */
export function s3Env(settings: S3Settings): Record<string, string | undefined> {
  return {
    S3_BUCKET: settings.bucket,
    S3_REGION: settings.region,
    S3_ACCESS_KEY_ID: settings.accessKeyId,
    S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    S3_ENDPOINT: settings.endpoint,
    S3_FORCE_PATH_STYLE:
      settings.forcePathStyle === undefined ? undefined : settings.forcePathStyle ? 'on' : 'off',
  };
}

/** The bucket S3_* describe, whole; undefined when none of them is set. */
export function s3SettingsFromEnv(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const { S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  if (!S3_BUCKET && !S3_REGION && !S3_ACCESS_KEY_ID && !S3_SECRET_ACCESS_KEY) return undefined;
  // A partial set is passed on as it is: the server names what is missing.
  return {
    bucket: S3_BUCKET ?? '',
    region: S3_REGION ?? '',
    accessKeyId: S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: S3_SECRET_ACCESS_KEY ?? '',
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE
      ? ['on', 'true', '1'].includes(env.S3_FORCE_PATH_STYLE)
      : undefined,
  };
}

export interface S3StandIn {
  settings: S3Settings;
  /** The folder s3rver keeps its objects in. */
  directory: string;
  /** Whether the bucket holds an object under `key` (read from s3rver's folder). */
  has(key: string): boolean;
  stop(): Promise<void>;
}

/**
 * s3rver (a fake S3 server) on a loopback port with one empty bucket, its objects in a fresh
 * temporary folder removed on stop: the shared bucket of `pnpm cluster` and the scale-out journey
 * when no real one is configured. Its credentials are fixed (it checks signatures against them).
 */
export async function startS3StandIn({
  bucket = 'partyreel-cluster',
  port = 0,
}: {
  bucket?: string;
  port?: number;
} = {}): Promise<S3StandIn> {
  const directory = await mkdtemp(join(tmpdir(), 'partyreel-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  return {
    settings: {
      bucket,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      endpoint: `http://127.0.0.1:${address.port}`,
      forcePathStyle: true,
    },
    directory,
    has(key) {
      // s3rver keeps an object as {folders…}/{name}._S3rver_object under the bucket's folder.
      const parts = key.split('/');
      const name = parts.pop() ?? '';
      return existsSync(join(directory, bucket, ...parts, `${name}._S3rver_object`));
    },
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
