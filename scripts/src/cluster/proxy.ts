import { createServer, type IncomingMessage, type Server } from 'node:http';
import { type AddressInfo, Socket } from 'node:net';
import { createProxyServer } from 'http-proxy-3';

/** One instance behind the proxy, and what the proxy knows of it. */
export interface Upstream {
  url: string;
  /** Its /readyz said 200 at the last check. */
  ready: boolean;
  /** WebSockets the proxy holds open to it now. */
  sockets: number;
}

export interface RunningProxy {
  url: string;
  upstreams: Upstream[];
  /**
   * Puts another instance behind the proxy, its readiness checked at once. For instances that must
   * know the proxy's address before they start (their PUBLIC_URL).
   */
  add(url: string): Promise<Upstream>;
  close(): Promise<void>;
}

/**
 * A small load balancer for trying several instances on one machine (`pnpm cluster`, the scale-out
 * journey): requests and WebSocket upgrades go round-robin to the instances whose /readyz answers
 * 200 (checked every `checkEveryMs`), with X-Forwarded-For set. No sticky sessions: any instance
 * serves any request, which is the point. In production any load balancer does this job.
 */
export async function startProxy(options: {
  upstreams: string[];
  port?: number;
  host?: string;
  checkEveryMs?: number;
}): Promise<RunningProxy> {
  const upstreams: Upstream[] = options.upstreams.map((url) => ({ url, ready: false, sockets: 0 }));
  const proxy = createProxyServer({ xfwd: true });
  // A client that resets its connection (a page whose WebSocket dies with its instance) is no fault
  // of the proxy's; without a listener of ours, http-proxy-3 throws it and takes the process down.
  proxy.on('error', (_error, _req, res) => {
    if (res instanceof Socket) res.destroy();
    else if (!res.headersSent)
      res.writeHead(502, { 'content-type': 'text/plain' }).end('Bad gateway');
    else res.end();
  });
  let turn = 0;
  const pick = (): Upstream | undefined => {
    const ready = upstreams.filter((u) => u.ready);
    if (ready.length === 0) return undefined;
    turn = (turn + 1) % ready.length;
    return ready[turn];
  };

  const checkOne = async (upstream: Upstream) => {
    try {
      const res = await fetch(`${upstream.url}/readyz`, { signal: AbortSignal.timeout(1000) });
      upstream.ready = res.ok;
    } catch {
      upstream.ready = false;
    }
  };
  const check = async () => {
    await Promise.all(upstreams.map(checkOne));
  };
  await check();
  const timer = setInterval(() => void check(), options.checkEveryMs ?? 300);

  const server: Server = createServer((req, res) => {
    const upstream = pick();
    if (!upstream) {
      res.writeHead(503, { 'content-type': 'text/plain' }).end('No instance is ready');
      return;
    }
    proxy.web(req, res, { target: upstream.url }, () => {
      // The instance went away mid-request (its socket closed): the client may try again.
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('Bad gateway');
    });
  });
  server.on('upgrade', (req: IncomingMessage, socket: Socket, head: Buffer) => {
    const upstream = pick();
    if (!upstream) {
      socket.destroy();
      return;
    }
    upstream.sockets += 1;
    socket.once('close', () => {
      upstream.sockets -= 1;
    });
    proxy.ws(req, socket, head, { target: upstream.url }, () => socket.destroy());
  });

  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    upstreams,
    async add(url) {
      const upstream: Upstream = { url, ready: false, sockets: 0 };
      upstreams.push(upstream);
      await checkOne(upstream);
      return upstream;
    },
    async close() {
      clearInterval(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
