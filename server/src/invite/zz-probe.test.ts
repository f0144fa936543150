import { afterAll, beforeAll, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestApp } from '../../test/app.ts';
import { hostedEvent, newVisitorId } from './invite-fixtures.ts';
import { resolveInviteTarget } from './invite-target.ts';
import { recordLinkView, recordLinkAnswer } from './invite-tracking.ts';

let running: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => { running = await startTestApp(); });
afterAll(() => running.close());
it('probe', async () => {
  const db = running.database.handle.db;
  const { link } = await hostedEvent(db, running.url);
  const target0 = await resolveInviteTarget(db, { code: link.code }); if (target0.kind !== 'link') throw new Error();
  const time = async (label: string, f: () => Promise<unknown>) => {
    const t = performance.now();
    for (let i = 0; i < 100; i++) await f();
    console.log(label, ((performance.now() - t) / 100).toFixed(2));
  };
  await time('answer0', () => recordLinkAnswer(db, target0, newVisitorId(), { code: link.code, response: 'accepted', peopleCount: 2 }));
  await time('select1', () => db.execute(sql`select 1`));
  await time('resolve', () => resolveInviteTarget(db, { code: link.code }));
  const target = await resolveInviteTarget(db, { code: link.code });
  if (target.kind !== 'link') throw new Error();
  await time('view', () => recordLinkView(db, target, newVisitorId()));
  await time('answer', () => recordLinkAnswer(db, target, newVisitorId(), { code: link.code, response: 'accepted', peopleCount: 2 }));
  await time('resolve2', () => resolveInviteTarget(db, { code: link.code }));
  await time('notify', () => db.execute(sql`select pg_notify('x', 'y')`));
}, 120000);
