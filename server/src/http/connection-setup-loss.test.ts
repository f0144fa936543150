import { createServer, type Server, type Socket } from 'node:net';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A PostgreSQL server that lets a client in (AuthenticationOk, ReadyForQuery) and then drops the
 * connection at its first query, and then takes no more: that first query is the driver's own,
 * for the array types, which runs before anything the app asked.
 */
async function startDroppingServer(): Promise<{ port: number; server: Server }> {
  const server = createServer((socket: Socket) => {
    let started = false;
    socket.on('data', () => {
      if (started) {
        // Gone for good: the driver's next try is refused, and the waiting query fails.
        server.close();
        socket.destroy();
        return;
      }
      started = true;
      const authOk = Buffer.from([0x52, 0, 0, 0, 8, 0, 0, 0, 0]);
      const ready = Buffer.from([0x5a, 0, 0, 0, 5, 0x49]);
      socket.write(Buffer.concat([authOk, ready]));
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { port: address.port, server };
}

/**
 * A connection lost while it is being set up fails the queries waiting on it and nothing else
 * (docs/decisions/037-surviving-database-loss.md): the driver's array-types query, which nothing
 * awaits, must not reject unhandled, for the process policy ends the server on one.
 */
describe('a database connection lost while it is set up', () => {
  let dropping: Awaited<ReturnType<typeof startDroppingServer>>;
  beforeAll(async () => {
    dropping = await startDroppingServer();
  });
  afterAll(() => {
    if (dropping.server.listening) dropping.server.close();
  });

  it('fails the waiting query, and leaves no rejection unhandled', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    const sql = postgres({
      host: '127.0.0.1',
      port: dropping.port,
      user: 'partyreel',
      database: 'partyreel',
      max: 1,
      connect_timeout: 2,
      onnotice: () => {},
    });
    try {
      await expect(sql`select 1`).rejects.toMatchObject({ code: expect.any(String) });
      // An unhandled rejection is reported after the microtasks of the turn that made it.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
      await sql.end({ timeout: 1 });
    }
  });
});
