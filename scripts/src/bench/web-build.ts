import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { webDir } from '../paths.ts';

export interface BenchWorkDir {
  /** A copy of the web build, so a rebuild while the bench runs cannot change the files under it. */
  dist: string;
  /** An empty DATA_DIR for the server (PGlite, uploads). */
  dataDir: string;
  /** When the copied build was made. */
  builtAt: Date;
  remove(): void;
}

/**
 * Copies the built web app (WEB_DIST, or web/dist) into a fresh folder with an empty data folder
 * beside it. Builds nothing: without a build it fails and says how to make one.
 */
export function copyWebBuild(tag: string): BenchWorkDir {
  const builtDist = process.env.WEB_DIST ?? join(webDir, 'dist');
  if (!existsSync(join(builtDist, 'index.html'))) {
    throw new Error(
      `${builtDist} has no web build (no index.html), and this bench builds nothing: run \`pnpm build\` (or \`pnpm --filter @partyreel/web build\`) first, or set WEB_DIST to a folder holding a build.`,
    );
  }
  const builtAt = statSync(join(builtDist, 'index.html')).mtime;
  const workDir = mkdtempSync(join(tmpdir(), `partyreel-bench-${tag}-`));
  const dist = join(workDir, 'dist');
  cpSync(builtDist, dist, { recursive: true });
  const dataDir = join(workDir, 'data');
  mkdirSync(dataDir);
  return {
    dist,
    dataDir,
    builtAt,
    remove: () => rmSync(workDir, { recursive: true, force: true }),
  };
}

/**
 * A loopback port free right now, for a server that must know its own address before it listens
 * (production's PUBLIC_URL). Another process could take it in between; on loopback that is rare.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
