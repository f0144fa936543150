import { connect, createServer, type Socket } from 'node:net';

export interface TcpProxy {
  /** `url` (a postgres:// URL) with its host and port replaced by the proxy's. */
  through(url: string): string;
  /**
   * An outage: every connection through the proxy is cut, and new ones are accepted but never
   * answered (a database host that is down or unreachable, not one that refuses).
   */
  cut(): void;
  /** The outage is over: new connections reach the target again. */
  restore(): void;
  close(): Promise<void>;
}

/** A TCP proxy on a free loopback port in front of `target`, for simulating outages in a test. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let down = false;
  const open = new Set<Socket>();
  const track = (socket: Socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = createServer((client) => {
    track(client);
    if (down) return; // Accepted, and silence.
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.pipe(upstream).pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('the proxy has no port');
  return {
    through(url) {
      const proxied = new URL(url);
      proxied.hostname = '127.0.0.1';
      proxied.port = String(address.port);
      return proxied.toString();
    },
    cut() {
      down = true;
      for (const socket of open) socket.destroy();
    },
    restore() {
      down = false;
      for (const socket of open) socket.destroy();
    },
    async close() {
      for (const socket of open) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
