import type { Queryable } from '@partyreel/db/queryable';
import { sqlRows } from '@partyreel/db/queryable';
import { messages } from '@partyreel/shared/messages';
import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '../errors/app-error.ts';
import type { PlannedText, TextingContext } from '../guests/send-plan.ts';
import { countryOfLocale, toE164 } from './phone-numbers.ts';
import { SMS_RULES } from './sms-rules.ts';
import { invitationTextKey } from './text-queue.ts';

const valuesOf = (items: readonly string[]) =>
  sql.join(
    items.map((item) => sql`(${item})`),
    sql`, `,
  );

/**
 * What a send of `eventId` needs to text its phone-only guests (docs/decisions/070): each guest
 * phone in E.164 (read in the host's country unless it has its own), which of them replied STOP,
 * which had their 20 texts in 30 days and which this event texted within a day.
 */
export async function readTextingContext(
  tx: Queryable,
  eventId: string,
  guests: readonly { phone: string | null }[],
  options: { locale?: string | undefined; preferText?: boolean | undefined },
): Promise<TextingContext> {
  const country = countryOfLocale(options.locale);
  const numbers = new Map<string, string>();
  for (const { phone } of guests) {
    const number = phone ? toE164(phone, country) : undefined;
    if (phone && number) numbers.set(phone, number);
  }
  const context = {
    numbers,
    optedOut: new Set<string>(),
    atLimit: new Set<string>(),
    recentlyTexted: new Set<string>(),
    preferText: options.preferText === true,
  };
  const phones = [...new Set(numbers.values())];
  if (phones.length === 0) return context;
  const rows = sqlRows<{ phone: string; opted_out: boolean; recent: number; this_event: boolean }>(
    await tx.execute(sql`select p.phone,
        exists (select 1 from sms_opt_outs o where o.phone = p.phone) as opted_out,
        (select count(*)::int from sms_outbox t where t.to_phone = p.phone
          and t.status <> 'failed' and t.created_at > now() - interval '30 days') as recent,
        exists (select 1 from sms_outbox t where t.to_phone = p.phone and t.event_id = ${eventId}
          and t.kind = 'invitation' and t.status <> 'failed'
          and t.created_at > now() - interval '24 hours') as this_event
      from (values ${valuesOf(phones)}) as p(phone)`),
  );
  for (const row of rows) {
    if (row.opted_out) context.optedOut.add(row.phone);
    if (row.recent >= SMS_RULES.textsPerNumberPer30Days) context.atLimit.add(row.phone);
    if (row.this_event) context.recentlyTexted.add(row.phone);
  }
  return context;
}

/**
 * Writes a send's texts into the outbox (in the send's transaction, before any job can run) and
 * answers their ids in order. Refuses a send that would take the account past its texts for the
 * day (SMS_RULES): call it with the account's row locked.
 */
export async function recordTexts(
  tx: Queryable,
  scope: { userId: string; eventId: string; sendId: string },
  texts: readonly PlannedText[],
): Promise<string[]> {
  if (texts.length === 0) return [];
  const [today] = sqlRows<{ count: number }>(
    await tx.execute(sql`select count(*)::int as count from sms_outbox t
      join events e on e.id = t.event_id
      where e.user_id = ${scope.userId} and t.created_at > now() - interval '24 hours'`),
  );
  if ((today?.count ?? 0) + texts.length > SMS_RULES.textsPerAccountPerDay)
    throw new AppError(
      'TOO_MANY_REQUESTS',
      messages.texts.dailyBudget(SMS_RULES.textsPerAccountPerDay),
    );
  const rows = sql.join(
    texts.map(
      (text) =>
        sql`(${invitationTextKey(scope.sendId, text.invitationId)}, 'invitation', ${text.phone}, '',
          ${scope.eventId}::uuid, ${text.invitationId}::uuid)`,
    ),
    sql`, `,
  );
  const inserted = sqlRows<{ id: string; invitation_id: string }>(
    await tx.execute(sql`insert into sms_outbox
        (idempotency_key, kind, to_phone, body, event_id, invitation_id)
      values ${rows} returning id, invitation_id`),
  );
  const ids = new Map(inserted.map((row) => [row.invitation_id, row.id]));
  return texts.map((text) => {
    const id = ids.get(text.invitationId);
    if (!id) throw new Error('text not recorded');
    return id;
  });
}

/**
 * Whether the number a guest's invitation was texted to replied STOP (docs/decisions/069): no text
 * reaches them any more, from any host; the host's pages show 'Opted out'.
 */
export function optedOutColumn(invitationId: AnyPgColumn): SQL<boolean> {
  return sql<boolean>`exists (select 1 from sms_outbox t join sms_opt_outs o on o.phone = t.to_phone
    where t.invitation_id = ${sql.identifier(getTableName(invitationId.table))}.${sql.identifier(invitationId.name)})`.mapWith(
    Boolean,
  );
}
