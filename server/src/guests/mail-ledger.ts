import type { Queryable } from '@partyreel/db/queryable';
import { sqlRows } from '@partyreel/db/queryable';
import { guestMailLedger } from '@partyreel/db/schema';
import { SEND_BUDGETS } from '@partyreel/shared/guests/send-budgets';
import { messages } from '@partyreel/shared/messages';
import { sql } from 'drizzle-orm';
import { AppError } from '../errors/app-error.ts';
import { suppressedAmong } from '../mail/suppressions.ts';
import type { PlanContext, PlannedMail } from './send-plan.ts';

/**
 * The guest-mail ledger (docs/decisions/031-sending-budgets-and-manners.md): every guest e-mail an
 * account queued, by event and address, read by the send's manners and budgets and written in the
 * send's own transaction, so the counts hold across instances and a rolled-back send counts nothing.
 */

const window = sql.raw(`interval '${SEND_BUDGETS.hoursBetweenInvitations} hours'`);
const day = sql.raw(`interval '24 hours'`);

/**
 * What a send of `eventId` needs to know besides its guests: the addresses it invited within the
 * last day, and which of its guests' addresses get no mail (suppressed for this event or for all
 * mail: docs/decisions/032).
 */
export async function readPlanContext(
  tx: Queryable,
  eventId: string,
  guests: readonly { email: string | null }[],
  confirmedAnswered: readonly string[] = [],
): Promise<PlanContext> {
  const recent = sqlRows<{ address: string }>(
    await tx.execute(sql`select distinct address from guest_mail_ledger
        where event_id = ${eventId} and kind = 'invitation' and created_at > now() - ${window}`),
  );
  const addresses = guests.flatMap((guest) => (guest.email ? [guest.email] : []));
  return {
    recentlyInvited: new Set(recent.map((r) => r.address)),
    suppressed: await suppressedAmong(tx, addresses, eventId),
    confirmedAnswered: new Set(confirmedAnswered.map((id) => id.toLowerCase())),
  };
}

/**
 * Refuses a send whose e-mails would take the event past its allowance of different addresses,
 * or the account past its daily e-mails or first-time recipients (SEND_BUDGETS); the refusal says
 * which. Call it with the account's row locked, so two sends cannot both pass on the same count.
 */
export async function checkBudgets(
  tx: Queryable,
  scope: { userId: string; eventId: string },
  mails: readonly Pick<PlannedMail, 'address'>[],
): Promise<void> {
  if (mails.length === 0) return;
  const addresses = [...new Set(mails.map((m) => m.address))];
  const list = sql.join(
    addresses.map((a) => sql`${a}`),
    sql`, `,
  );
  const [counts] = sqlRows<{
    event_addresses: number;
    new_for_event: number;
    account_emails: number;
    account_new_today: number;
    new_for_account: number;
  }>(
    await tx.execute(sql`select
      (select count(distinct address)::int from guest_mail_ledger
        where event_id = ${scope.eventId}) as event_addresses,
      (select count(*)::int from (values ${sql.join(
        addresses.map((a) => sql`(${a})`),
        sql`, `,
      )}) as p(address)
        where not exists (select 1 from guest_mail_ledger l
          where l.event_id = ${scope.eventId} and l.address = p.address)) as new_for_event,
      (select count(*)::int from guest_mail_ledger
        where user_id = ${scope.userId} and created_at > now() - ${day}) as account_emails,
      (select count(distinct l.address)::int from guest_mail_ledger l
        where l.user_id = ${scope.userId} and l.created_at > now() - ${day}
          and not exists (select 1 from guest_mail_ledger o where o.user_id = l.user_id
            and o.address = l.address and o.created_at <= now() - ${day})) as account_new_today,
      (select ${addresses.length}::int - count(distinct address)::int from guest_mail_ledger
        where user_id = ${scope.userId} and address in (${list})) as new_for_account`),
  );
  if (!counts) throw new Error('budget counts not read');
  if (counts.event_addresses + counts.new_for_event > SEND_BUDGETS.addressesPerEvent)
    throw new AppError('BAD_REQUEST', messages.send.eventBudget(SEND_BUDGETS.addressesPerEvent));
  if (counts.account_emails + mails.length > SEND_BUDGETS.emailsPerAccountPerDay)
    throw new AppError(
      'TOO_MANY_REQUESTS',
      messages.send.dailyEmailBudget(SEND_BUDGETS.emailsPerAccountPerDay),
    );
  if (
    counts.account_new_today + counts.new_for_account >
    SEND_BUDGETS.newRecipientsPerAccountPerDay
  )
    throw new AppError(
      'TOO_MANY_REQUESTS',
      messages.send.dailyRecipientBudget(SEND_BUDGETS.newRecipientsPerAccountPerDay),
    );
}

/** Writes the send's e-mails into the ledger (in the send's transaction). */
export async function recordInLedger(
  tx: Queryable,
  scope: { userId: string; eventId: string },
  mails: readonly Pick<PlannedMail, 'address'>[],
  kind: 'invitation' | 'reminder' | 'update' | 'confirmation' = 'invitation',
): Promise<void> {
  if (mails.length === 0) return;
  await tx.insert(guestMailLedger).values(
    mails.map((mail) => ({
      userId: scope.userId,
      eventId: scope.eventId,
      address: mail.address,
      kind,
    })),
  );
}
