import type { Db } from '@partyreel/db';
import type { Queryable } from '@partyreel/db/queryable';
import { eventUpdates, shareLinkAnswers, shareLinks } from '@partyreel/db/schema';
import {
  type EventUpdateView,
  inUpdateAudience,
  MAX_UPDATES_PER_EVENT,
  type UpdateAudience,
} from '@partyreel/shared/events/event-updates';
import { groupGuests } from '@partyreel/shared/invite/guest-dedupe';
import { messages } from '@partyreel/shared/messages';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { AppError } from '../errors/app-error.ts';
import { eventNotFound } from '../events/own-event.ts';
import { checkBudgets, readPlanContext, recordInLedger } from '../guests/mail-ledger.ts';
import { lockOwnEvent } from '../guests/send-invitations.ts';
import { readPlanGuests } from '../guests/send-recipients.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { normalAddress } from '../mail/suppressions.ts';
import { queueUpdateTexts } from '../sms/follow-up-texts.ts';
import type { SmsSetup } from '../sms/sms-config.ts';
import { type UpdateMailJob, updateMailKey, updateMailQueue } from './update-queue.ts';

interface Scope {
  userId: string;
  eventId: string;
  /** Where the guests' links point (PUBLIC_URL, else the address the host is using). */
  appOrigin: string;
}

/** One e-mail of an update: who it is for, and where it goes (trimmed and lower-cased). */
interface UpdateMail {
  recipient: UpdateMailJob['recipient'];
  address: string;
}

/**
 * The update's e-mails: one per de-duplicated personal guest of the audience (to the first address
 * among the guest's entries), then one per share-link guest of the audience who gave an e-mail,
 * each address once, none to an address that takes no mail from this event.
 */
async function planUpdateMails(
  tx: Queryable,
  eventId: string,
  audience: UpdateAudience,
): Promise<{ mails: UpdateMail[]; withoutAddress: string[] }> {
  const guests = await readPlanGuests(tx, eventId, { lock: true });
  const linkGuests = await tx
    .select({
      id: shareLinkAnswers.id,
      email: shareLinkAnswers.email,
      response: shareLinkAnswers.response,
    })
    .from(shareLinkAnswers)
    .innerJoin(shareLinks, eq(shareLinks.id, shareLinkAnswers.shareLinkId))
    .where(and(eq(shareLinks.eventId, eventId), isNotNull(shareLinkAnswers.email)))
    .orderBy(shareLinkAnswers.answeredAt);
  const { suppressed } = await readPlanContext(tx, eventId, [...guests, ...linkGuests]);
  const mails: UpdateMail[] = [];
  const taken = new Set<string>();
  const add = (recipient: UpdateMail['recipient'], email: string | null) => {
    const address = email ? normalAddress(email) : '';
    if (!address || taken.has(address) || suppressed.has(address)) return;
    taken.add(address);
    mails.push({ recipient, address });
  };
  // Guests of the audience with no address at all: a text may tell them (docs/decisions/070).
  const withoutAddress: string[] = [];
  for (const { winner, members } of groupGuests(guests)) {
    if (!inUpdateAudience(audience, winner.status)) continue;
    // The winner's own address first; else the first entry of the guest that has one.
    const reachable = winner.email?.trim() ? winner : members.find((m) => m.email?.trim());
    if (reachable) add({ invitationId: reachable.id }, reachable.email);
    else withoutAddress.push(winner.id);
  }
  for (const guest of linkGuests)
    if (inUpdateAudience(audience, guest.response)) add({ linkAnswerId: guest.id }, guest.email);
  return { mails, withoutAddress };
}

/**
 * updates.post for the event's owner (docs/product.md, Updates to guests): the same conditions as
 * a send of invitations (a paid-for event, a verified sender, the account's and event's e-mail
 * budgets; docs/decisions/031) plus MAX_UPDATES_PER_EVENT; then the update, the ledger's lines and
 * one e-mail job per recipient, in one transaction, so an update is never half sent. An update
 * whose audience has nobody to e-mail is refused: it would tell nobody.
 */
export async function postUpdate(
  deps: { db: Db; jobs: JobQueue; texting?: SmsSetup['kind'] },
  scope: Scope,
  input: { audience: UpdateAudience; body: string },
): Promise<EventUpdateView> {
  return deps.db.transaction(async (tx) => {
    const event = await lockOwnEvent(tx, scope);
    if (!event) throw eventNotFound();
    if (!event.unlockedAt) throw new AppError('PRECONDITION_FAILED', messages.send.locked);
    if (!event.verified) throw new AppError('PRECONDITION_FAILED', messages.send.unverified);
    const [sent] = await tx
      .select({ value: count() })
      .from(eventUpdates)
      .where(eq(eventUpdates.eventId, event.id));
    if ((sent?.value ?? 0) >= MAX_UPDATES_PER_EVENT)
      throw new AppError('TOO_MANY_REQUESTS', messages.updates.tooMany);

    const { mails, withoutAddress } = await planUpdateMails(tx, event.id, input.audience);
    await checkBudgets(tx, { userId: scope.userId, eventId: event.id }, mails);

    const [stored] = await tx
      .insert(eventUpdates)
      .values({ eventId: event.id, ...input, emailed: mails.length })
      .returning();
    if (!stored) throw new Error('the update was not stored');
    // Guests invited by text hear of it by text (docs/decisions/070), counted with the e-mails.
    const texted =
      deps.texting && deps.texting !== 'off'
        ? await queueUpdateTexts(tx, deps.jobs, event, {
            id: stored.id,
            origin: scope.appOrigin,
            invitationIds: withoutAddress,
          })
        : 0;
    // Nobody to tell: the whole update is undone.
    if (mails.length + texted === 0)
      throw new AppError('BAD_REQUEST', messages.updates.noRecipients);
    const update = { ...stored, emailed: mails.length + texted };
    if (texted > 0)
      await tx
        .update(eventUpdates)
        .set({ emailed: update.emailed })
        .where(eq(eventUpdates.id, stored.id));
    await recordInLedger(tx, { userId: scope.userId, eventId: event.id }, mails, 'update');
    await deps.jobs.insert(
      updateMailQueue,
      mails.map(({ recipient }) => {
        const data = { updateId: update.id, recipient, origin: scope.appOrigin };
        return { data, singletonKey: updateMailKey(data) };
      }),
      tx,
    );
    return updateView(update);
  });
}

/** An update row as its host sees it. */
export function updateView(row: typeof eventUpdates.$inferSelect): EventUpdateView {
  return {
    id: row.id,
    audience: row.audience as UpdateAudience,
    body: row.body,
    postedAt: row.createdAt.toISOString(),
    emailed: row.emailed,
  };
}
