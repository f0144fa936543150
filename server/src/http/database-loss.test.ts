import { createDb, type DbHandle } from '@partyreel/db';
import { createTestDatabase, type TestDatabase } from '@partyreel/db/testing';
import { messages } from '@partyreel/shared/messages';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApp, startApp, startTestApp } from '../../test/app.ts';
import { insertInvitation, newAnswer } from '../../test/factories.ts';
import { failure } from '../../test/failure.ts';
import { hostedEvent } from '../../test/hosts.ts';
import { startTcpProxy, type TcpProxy } from '../../test/tcp-proxy.ts';

/**
 * A connection the database ends under a waiting transaction (a restart, a failover, a pooler's
 * reset, `pg_terminate_backend`) fails that one request and nothing else
 * (docs/decisions/037-surviving-database-loss.md). PostgreSQL only: PGlite has no backends to end.
 */
describe.skipIf(!process.env.DATABASE_URL)('a database connection ended under a request', () => {
  let running: Awaited<ReturnType<typeof startTestApp>>;
  let other: postgres.Sql;
  beforeAll(async () => {
    running = await startTestApp();
    other = postgres(running.database.databaseUrl ?? '', { max: 2, onnotice: () => {} });
  });
  afterAll(async () => {
    await other?.end({ timeout: 5 });
    await running?.close();
  });

  it('fails the waiting answer with the try-again text, and the app answers the next one', async () => {
    const db = running.database.handle.db;
    const { event } = await hostedEvent(db, running.url);
    const invitation = await insertInvitation(db, event.id, { status: 'sent' });
    const answer = (response: 'accepted' | 'declined') =>
      running.http.invite.respond.mutate(
        newAnswer(invitation, response, response === 'accepted' ? 2 : 0),
      );

    // Another session holds the guest's row, so the app's answer waits on the server for it.
    const holder = await other.reserve();
    try {
      await holder`begin`;
      await holder`select id from invitations where id = ${invitation.id} for update`;
      const waiting = failure(answer('accepted'));
      const databaseName = new URL(running.database.databaseUrl ?? '').pathname.slice(1);
      const waiter = async () => {
        const rows = await other<{ pid: number }[]>`
          select pid from pg_stat_activity
          where datname = ${databaseName} and wait_event_type = 'Lock' and pid <> pg_backend_pid()`;
        return rows[0]?.pid;
      };
      await expect.poll(waiter, { timeout: 10_000 }).toBeTypeOf('number');
      const pid = await waiter();
      await other`select pg_terminate_backend(${pid ?? 0})`;

      const error = await waiting;
      expect(error.message).toBe(messages.generic.somethingWentWrong);
    } finally {
      await holder`rollback`.catch(() => {});
      holder.release();
    }

    // The process is alive and its pool reconnects: the guest's next try goes through.
    await expect(answer('declined')).resolves.toEqual({
      answer: { response: 'declined', peopleCount: 0, note: null },
    });
  });
});

describe.skipIf(!process.env.DATABASE_URL)('the database gone (an outage)', () => {
  let database: TestDatabase;
  let proxy: TcpProxy;
  let handle: DbHandle;
  let running: RunningApp;
  beforeAll(async () => {
    database = await createTestDatabase();
    const direct = new URL(database.databaseUrl ?? '');
    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    // The app reaches the database only through the proxy; the test's own handle goes direct.
    handle = createDb({ databaseUrl: proxy.through(direct.toString()), poolSize: 5 });
    running = await startApp(handle);
  });
  afterAll(async () => {
    await running?.close();
    await handle?.close();
    await proxy?.close();
    await database?.destroy();
  });
  const get = (path: string) => fetch(`${running.url}${path}`);

  // Generous next to the 3 s connect timeout; postgres.js' default (30 s) would overrun it.
  it('a request fails with the try-again text, readiness says 503, and both recover after', async () => {
    const { event } = await hostedEvent(database.handle.db, running.url);
    const invitation = await insertInvitation(database.handle.db, event.id, { status: 'sent' });
    const answer = () => running.http.invite.respond.mutate(newAnswer(invitation, 'accepted', 1));
    await answer();
    expect((await get('/readyz')).status).toBe(200);

    proxy.cut();
    await expect
      .poll(async () => (await get('/readyz')).status, { timeout: 10_000, interval: 250 })
      .toBe(503);
    expect((await get('/healthz')).status).toBe(200);
    // The pool's connections are gone; the answer's new one is accepted and never answered.
    const started = performance.now();
    const error = await failure(answer());
    console.info(`outage: the answer failed after ${Math.round(performance.now() - started)} ms`);
    expect(error.message).toBe(messages.generic.somethingWentWrong);

    proxy.restore();
    await expect
      .poll(async () => (await get('/readyz')).status, { timeout: 10_000, interval: 250 })
      .toBe(200);
    await expect(answer()).resolves.toEqual({
      answer: { response: 'accepted', peopleCount: 1, note: null },
    });
  }, 20_000);
});
