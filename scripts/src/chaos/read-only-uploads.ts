import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { registerHost } from '../bench/hosted-event.ts';
import { repoRoot } from '../paths.ts';
import { deathOf, STOP_GRACE_MS, startChaosServer } from './chaos-server.ts';
import { answersHealth, probeInChild } from './health-probe.ts';
import { leakIn } from './leaks.ts';
import type { AttackRow } from './report.ts';

/** A 1×1 PNG (as the journeys upload), padded past its end to ~256 kB so the body spans many chunks. */
const PNG = Buffer.concat([
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
    'base64',
  ),
  randomBytes(256 * 1024),
]);

interface Answered {
  status: number;
  body: string;
  /** Sent on a connection an earlier request used. */
  reused: boolean;
  /** The server asked to close the connection after this answer. */
  closing: boolean;
}

function send(
  url: string,
  agent: Agent,
  options: { method: string; headers?: Record<string, string | number>; body?: Buffer },
): Promise<Answered> {
  return new Promise((resolve, reject) => {
    const req = request(url, { ...options, agent, timeout: 10_000 }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body,
          reused: req.reusedSocket,
          closing: res.headers.connection === 'close',
        }),
      );
    });
    req.on('timeout', () => req.destroy(new Error('no answer within 10 s')));
    req.on('error', reject);
    req.end(options.body);
  });
}

function upload(baseUrl: string, agent: Agent, cookie: string): Promise<Answered> {
  const boundary = `----chaos${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="chaos.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return send(`${baseUrl}/api/uploads?kind=image`, agent, {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': body.byteLength,
      origin: new URL(baseUrl).origin,
      cookie,
    },
    body,
  });
}

/**
 * Attack 4: the data folder stops taking writes. As root, chmod stops nothing, and this machine
 * offers no small file system to fill, so DATA_DIR/uploads (where uploads are received and stored)
 * is replaced by a plain file once the server runs: every write under it fails (ENOTDIR). A host
 * uploads a photo on a keep-alive connection, then sends a second request on it: that one must be
 * answered, and the upload's answer must not show a path or an error code. A control upload first,
 * with the folder intact, shows uploads work at all.
 */
export async function readOnlyUploads(databaseUrl: string): Promise<AttackRow> {
  const server = await startChaosServer({ DATABASE_URL: databaseUrl, RATE_LIMITS: 'on' });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const host = await registerHost(server.url, 'chaos-upload');
    const control = await upload(server.url, agent, host.cookie);

    const uploads = join(server.dataDir, 'uploads');
    rmSync(uploads, { recursive: true, force: true });
    writeFileSync(uploads, 'not a folder: the chaos run made uploads fail\n');

    const probe = await probeInChild(`${server.url}/healthz`);
    let failed: Answered | Error;
    try {
      failed = await upload(server.url, agent, host.cookie);
    } catch (error) {
      failed = error as Error;
    }
    let second: Answered | Error;
    try {
      second = await send(`${server.url}/healthz`, agent, { method: 'GET' });
    } catch (error) {
      second = error as Error;
    }
    const health = await probe.stop();
    const lived = server.running() && (await answersHealth(server.url));

    const missed: string[] = [];
    let uploadNote: string;
    if (failed instanceof Error) {
      uploadNote = `the upload got no answer (${failed.message})`;
      missed.push('upload unanswered');
    } else {
      const leak = leakIn(failed.body, [server.dataDir, repoRoot]);
      uploadNote = `upload answered ${failed.status}${failed.closing ? ' with Connection: close' : ''}, body ${leak ? `leaked "${leak}"` : 'leaked no path'}: ${failed.body.slice(0, 80)}`;
      if (leak) missed.push('path leaked');
      if (failed.status < 500) missed.push(`upload answered ${failed.status}, not a 5xx`);
    }
    let secondNote: string;
    if (second instanceof Error) {
      secondNote = `second request unanswered (${second.message})`;
      missed.push('second request unanswered');
    } else {
      secondNote = `second request answered ${second.status} on ${second.reused ? 'the same connection' : 'a new connection (the server closed the first)'}`;
      if (second.status !== 200) missed.push(`second request answered ${second.status}`);
    }
    return {
      attack: '4. uploads folder unwritable',
      lived,
      health,
      lost: null,
      doubled: null,
      notes:
        `control upload (folder intact) ${control.status}; ${uploadNote}; ${secondNote}` +
        (lived ? '' : `; ${deathOf(server)}`),
      missed,
    };
  } finally {
    agent.destroy();
    rmSync(join(server.dataDir, 'uploads'), { force: true });
    await server.stop(STOP_GRACE_MS);
  }
}
