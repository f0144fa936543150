import type { Db } from '@partyreel/db';
import { waitlist } from '@partyreel/db/schema';
import { count } from 'drizzle-orm';
import { notify } from '../live/notices.ts';

export const WAITLIST_TOPIC = 'waitlist';

/**
 * Adds a (lower-cased) address once. Joining again changes nothing and looks the same to the caller,
 * so the answer never tells who is already on the list.
 */
export async function joinWaitlist(db: Db, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(waitlist)
      .values({ email })
      .onConflictDoNothing({ target: waitlist.email })
      .returning({ id: waitlist.id });
    if (inserted.length > 0) await tx.execute(notify({ kind: 'topic', topic: WAITLIST_TOPIC }));
  });
}

export async function countWaitlist(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(waitlist);
  return row?.value ?? 0;
}
