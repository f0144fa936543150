import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { catalogueTexts, messages } from '@partyreel/shared/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/app.ts';
import { anonymousHost } from '../../test/hosts.ts';

/**
 * A write that fails (a full, read-only or missing disk) must not wedge the browser's keep-alive
 * connection, nor tell it the server's paths (docs/decisions/038). The data directory here is a
 * file, so receiving the upload fails at its first write, as root too.
 */
let folder: string;
let running: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'partyreel-write-errors-'));
  const dataDir = join(folder, 'not-a-folder');
  await writeFile(dataDir, 'a file where the data folder should be');
  running = await startTestApp({ dataDir });
});
afterAll(async () => {
  await running.close();
  await rm(folder, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: string;
}

/** One request on `agent`; answers null when nothing came back within `waitMs`. */
function send(
  agent: Agent,
  path: string,
  options: { method?: string; headers?: Record<string, string | number>; body?: Buffer },
  waitMs = 5000,
) {
  return new Promise<Answer | null>((resolve) => {
    const timer = setTimeout(() => {
      req.destroy();
      resolve(null);
    }, waitMs);
    const req = request(
      `${running.url}${path}`,
      { agent, method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        res.on('end', () => {
          clearTimeout(timer);
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
        });
      },
    );
    // The server may close while the rest of the body is still on its way: that is the point.
    req.on('error', () => {});
    req.end(options.body);
  });
}

function multipart(bytes: Buffer) {
  const boundary = `----partyreel${randomBytes(6).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('an upload whose write fails', () => {
  it('is answered with the catalogue text, and the next request from the browser is answered', async () => {
    const { cookie } = await anonymousHost(running.url);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const { body, contentType } = multipart(randomBytes(3 * 1024 * 1024));
      const upload = await send(agent, '/api/uploads?kind=image', {
        method: 'POST',
        headers: {
          ...cookie,
          origin: running.url,
          'content-type': contentType,
          'content-length': body.byteLength,
        },
        body,
      });
      expect(upload?.status).toBe(500);
      expect(JSON.parse(upload?.body ?? '{}')).toEqual({ error: messages.media.uploadFailed });
      expect(upload?.body).not.toContain(folder);

      const next = await send(agent, '/healthz', {});
      expect(next?.status).toBe(200);
    } finally {
      agent.destroy();
    }
  });
});

describe('the error handler', () => {
  it('answers a failure it does not know with a catalogue text, never its message', async () => {
    // A body that is not JSON: Fastify's own refusal, which names the parser's complaint.
    const res = await fetch(`${running.url}/api/uploads?kind=image`, {
      method: 'POST',
      headers: { origin: running.url, 'content-type': 'application/json' },
      body: '{"not json',
    });
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: string };
    expect(catalogueTexts.has(error), error).toBe(true);
  });
});
