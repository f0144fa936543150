import { pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/**
 * Numbers that replied STOP (or STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT) to one of our texts: no
 * PartyReel text goes to them, from any host, until they reply START (docs/decisions/069). E.164.
 */
export const smsOptOuts = pgTable('sms_opt_outs', {
  phone: text('phone').primaryKey(),
  stoppedAt: timestamptz('stopped_at').notNull().defaultNow(),
});

/**
 * The replies already acted on, by Twilio's message id: a reply delivered again (Twilio retries,
 * or a replayed request) changes nothing twice. Only the keyword is kept, never a guest's words.
 */
export const smsInbound = pgTable('sms_inbound', {
  messageSid: text('message_sid').primaryKey(),
  phone: text('phone').notNull(),
  keyword: text('keyword'),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
});
