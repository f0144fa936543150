import { fork } from 'node:child_process';
import { request } from 'node:http';
import { stopOnExit } from './chaos-server.ts';

export interface ProbeResult {
  /** Each probe's time to a full answer, or to its failure (ms). */
  latencies: number[];
  /** Probes that did not get a 200 (an error, another status, or no answer within the timeout). */
  failed: number;
}

export interface HttpAnswer {
  status: number;
  body: string;
  ms: number;
}

/** One GET on a new connection (as a load balancer's probe), with a timeout. */
export function getOnce(url: string, timeoutMs = 2000): Promise<HttpAnswer> {
  const start = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false, timeout: timeoutMs }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body, ms: performance.now() - start }),
      );
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
    req.end();
  });
}

/**
 * Probes `url` (the server's /healthz) every `everyMs` until `stop` is called, each on a new
 * connection, without waiting for the one before (a slow server gets more probes in flight, as it
 * would from a load balancer). `stop` waits for the probes in flight.
 */
export function probeHealth(url: string, everyMs = 75, timeoutMs = 2000) {
  const latencies: number[] = [];
  let failed = 0;
  const inFlight = new Set<Promise<void>>();
  const probe = () => {
    const start = performance.now();
    const done = getOnce(url, timeoutMs)
      .then(
        (answer) => {
          if (answer.status !== 200) failed++;
        },
        () => {
          failed++;
        },
      )
      .finally(() => {
        latencies.push(performance.now() - start);
        inFlight.delete(done);
      });
    inFlight.add(done);
  };
  probe();
  const timer = setInterval(probe, everyMs);
  return {
    async stop(): Promise<ProbeResult> {
      clearInterval(timer);
      await Promise.all(inFlight);
      return { latencies, failed };
    },
  };
}

/** Whether the server still answers /healthz with 200 (a few tries over ~3 s). */
export async function answersHealth(baseUrl: string): Promise<boolean> {
  for (let i = 0; i < 3; i++) {
    try {
      if ((await getOnce(`${baseUrl}/healthz`, 2000)).status === 200) return true;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

/**
 * `probeHealth` run in a child process (probe-process.ts), so that what the attack itself costs
 * this process is not counted as the server's latency. Resolves once the first probe is under way;
 * `stop` resolves with what it measured.
 */
export async function probeInChild(url: string) {
  const child = fork(new URL('./probe-process.ts', import.meta.url), [url], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const forget = stopOnExit(async () => {
    child.kill();
  });
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve()); // 'probing'
    child.once('exit', (code) => reject(new Error(`the probe process exited (${code})`)));
  });
  // Its one other message is the result, sent when told to stop.
  const result = new Promise<ProbeResult>((resolve) => {
    child.on('message', (message) => {
      if (typeof message === 'object') resolve(message as ProbeResult);
    });
    child.once('exit', () => resolve({ latencies: [], failed: 0 }));
  });
  return {
    async stop(): Promise<ProbeResult> {
      if (child.connected) child.send('stop');
      const measured = await result;
      forget();
      return measured;
    },
  };
}
