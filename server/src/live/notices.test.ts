import { createTestDatabase, type TestDatabase } from '@partyreel/db/testing';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decodeNotice,
  encodeNotice,
  LIVE_CHANNEL,
  type Notice,
  notify,
  topicNoticeSql,
} from './notices.ts';

describe('live notices', () => {
  it('decodes what it encodes, for each kind', () => {
    const notices: Notice[] = [
      { kind: 'topic', topic: 'event:8d7e4f1c-0000-4000-8000-000000000001' },
      { kind: 'topic', topic: 'waitlist' },
      { kind: 'session-ended', sessionId: 'abc' },
      { kind: 'user-sessions-ended', userId: 'u1' },
      { kind: 'user-sessions-ended', userId: 'u1', keep: 's2' },
    ];
    for (const notice of notices) expect(decodeNotice(encodeNotice(notice))).toEqual(notice);
    // A topic's payload is its name: instances on the previous release read it the same way.
    expect(encodeNotice({ kind: 'topic', topic: 'dashboard:u1' })).toBe('dashboard:u1');
    expect(encodeNotice({ kind: 'user-sessions-ended', userId: 'u1' })).toBe(
      'user-sessions-ended:u1:',
    );
  });

  it('refuses a topic named like another kind of notice', () => {
    expect(() => encodeNotice({ kind: 'topic', topic: 'session-ended:x' })).toThrow();
  });

  describe('in SQL', () => {
    let test: TestDatabase;
    beforeAll(async () => {
      test = await createTestDatabase();
    });
    afterAll(() => test.destroy());

    it('queues a notice, and a topic per row with the id SQL computes, on commit', async () => {
      const seen: string[] = [];
      const unlisten = await test.handle.listen(LIVE_CHANNEL, (payload) => seen.push(payload));
      const topicOf = (id: string) => `thing:${id}:counts`;
      await test.handle.db.transaction(async (tx) => {
        await tx.execute(notify({ kind: 'session-ended', sessionId: 's1' }));
        await tx.execute(
          sql`select ${topicNoticeSql(topicOf, sql`ids.id`)} from (values (1), (2)) as ids(id)`,
        );
      });
      await expect.poll(() => seen, { timeout: 2000 }).toHaveLength(3);
      expect(seen.map(decodeNotice)).toEqual([
        { kind: 'session-ended', sessionId: 's1' },
        { kind: 'topic', topic: 'thing:1:counts' },
        { kind: 'topic', topic: 'thing:2:counts' },
      ]);
      await unlisten();
    });
  });
});
