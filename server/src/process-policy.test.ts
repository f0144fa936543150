import { createServer } from 'node:net';
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { classify, createProcessPolicy } from './process-policy.ts';

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('classify', () => {
  it('recovers from a database connection that went away or never opened', async () => {
    const sql = postgres(`postgres://nobody@127.0.0.1:${await closedPort()}/none`, {
      max: 1,
      connect_timeout: 2,
    });
    const refused = await sql`select 1`.then(
      () => undefined,
      (error: unknown) => error,
    );
    await sql.end({ timeout: 1 });
    expect(refused).toMatchObject({ code: 'ECONNREFUSED' });
    expect(classify(refused)).toBe('recoverable');

    for (const code of ['CONNECTION_CLOSED', 'CONNECTION_ENDED', 'CONNECT_TIMEOUT', 'ECONNRESET'])
      expect(classify(Object.assign(new Error(`write ${code} 127.0.0.1:5432`), { code }))).toBe(
        'recoverable',
      );
  });

  it('recovers from PostgreSQL ending or cancelling a session, and from nothing else it says', () => {
    const pgError = (code: string) =>
      new postgres.PostgresError({ code, severity: 'FATAL', message: code } as never);
    expect(classify(pgError('57P01'))).toBe('recoverable'); // admin_shutdown: pg_terminate_backend
    expect(classify(pgError('57014'))).toBe('recoverable'); // query_canceled: statement_timeout
    expect(classify(pgError('25P03'))).toBe('recoverable'); // idle_in_transaction_session_timeout
    expect(classify(pgError('08006'))).toBe('recoverable'); // connection_failure
    expect(classify(pgError('23505'))).toBe('fatal'); // a unique violation nobody caught is a bug
  });

  it('does not trust the process after a bug or anything it cannot name', () => {
    const socket = null as unknown as { write(): void };
    const typeError = (() => {
      try {
        socket.write();
      } catch (error) {
        return error;
      }
    })();
    expect(typeError).toBeInstanceOf(TypeError);
    expect(classify(typeError)).toBe('fatal');
    expect(classify(new RangeError('Invalid array length'))).toBe('fatal');
    expect(classify(Object.assign(new Error('disk'), { code: 'ENOSPC' }))).toBe('fatal');
    expect(classify('a string thrown')).toBe('fatal');
    expect(classify(undefined)).toBe('fatal');
  });
});

describe('createProcessPolicy', () => {
  function recording() {
    const logged: { level: string; message: string }[] = [];
    const exits: number[] = [];
    const policy = createProcessPolicy(
      {
        error: (_object, message) => logged.push({ level: 'error', message }),
        fatal: (_object, message) => logged.push({ level: 'fatal', message }),
      },
      (code) => exits.push(code),
    );
    return { policy, logged, exits };
  }

  it('logs a recoverable error and goes on', () => {
    const { policy, logged, exits } = recording();
    policy.onUnhandledRejection(Object.assign(new Error('gone'), { code: 'CONNECTION_CLOSED' }));
    policy.onUncaughtException(Object.assign(new Error('reset'), { code: 'ECONNRESET' }));
    expect(logged.map((l) => l.level)).toEqual(['error', 'error']);
    expect(exits).toEqual([]);
  });

  it('logs anything else as fatal and exits 1', () => {
    const { policy, logged, exits } = recording();
    policy.onUncaughtException(new TypeError("Cannot read properties of null (reading 'write')"));
    policy.onUnhandledRejection(new Error('no code'));
    expect(logged).toEqual([
      { level: 'fatal', message: 'uncaughtException: not recoverable, exiting' },
      { level: 'fatal', message: 'unhandledRejection: not recoverable, exiting' },
    ]);
    expect(exits).toEqual([1, 1]);
  });
});
