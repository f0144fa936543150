import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '@partyreel/db';
import { events, shareLinks, users } from '@partyreel/db/schema';
import { sql } from 'drizzle-orm';
import { readEventCounts } from '../events/live-counts.ts';
import { resolveInviteTarget } from './invite-target.ts';
import { recordLinkAnswer } from './invite-tracking.ts';

for (const kind of ['memory', 'file']) {
  const h = createDb(kind === 'file' ? { dataDir: mkdtempSync(join(tmpdir(), 'h7probe-')) } : {});
  await h.migrate();
  const db = h.db;
  const [u] = await db
    .insert(users)
    .values({ email: `p${Date.now()}@example.com` })
    .returning();
  const [e] = await db.insert(events).values({ userId: u!.id, title: 'x' }).returning();
  const [l] = await db
    .insert(shareLinks)
    .values({ eventId: e!.id, code: randomBytes(9).toString('base64url').slice(0, 12) })
    .returning();
  const time = async (label: string, f: () => Promise<unknown>, n = 300) => {
    for (let i = 0; i < 20; i++) await f();
    const t = performance.now();
    for (let i = 0; i < n; i++) await f();
    console.log(kind, label, ((performance.now() - t) / n).toFixed(3), 'ms');
  };
  await time('select 1', () => db.execute(sql`select 1`));
  await time('resolve', () => resolveInviteTarget(db, { code: l!.code }));
  const target = await resolveInviteTarget(db, { code: l!.code });
  if (target.kind !== 'link') throw new Error();
  await time('answer', () =>
    recordLinkAnswer(db, target, randomBytes(12).toString('base64url'), {
      response: 'accepted',
      peopleCount: 2,
    }),
  );
  await time('counts', () => readEventCounts(db, e!.id));
  await time('update only', () =>
    db.execute(sql`update share_links set views = views + 1 where id = ${l!.id}`),
  );
  await h.close();
}
