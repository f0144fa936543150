import { z } from 'zod';

/**
 * The part of Resend's e-mail webhooks we read (resend.com/docs/webhooks/event-types): the type,
 * the message's id (the one the send call answered), and for a bounce its kind and reason.
 * Everything else is kept out of the way: a field Resend adds changes nothing here.
 */
export const resendWebhookEvent = z.object({
  type: z.string(),
  created_at: z.string().optional(),
  data: z
    .object({
      email_id: z.string().optional(),
      to: z.array(z.string()).optional(),
      bounce: z
        .object({
          type: z.string().optional(),
          subType: z.string().optional(),
          message: z.string().optional(),
        })
        .optional(),
    })
    .optional(),
});
export type ResendWebhookEvent = z.infer<typeof resendWebhookEvent>;

/**
 * What the provider said of a message, as `outbox.provider_status` keeps it: Resend's event names
 * without `email.`.
 */
export type ProviderStatus = 'delivered' | 'delivery_delayed' | 'bounced' | 'complained';

const STATUS_OF_TYPE: Record<string, ProviderStatus> = {
  'email.delivered': 'delivered',
  'email.delivery_delayed': 'delivery_delayed',
  'email.bounced': 'bounced',
  'email.complained': 'complained',
};

/** The status an event reports, or undefined for a type we do not act on (opened, clicked…). */
export function providerStatusOf(type: string): ProviderStatus | undefined {
  return STATUS_OF_TYPE[type];
}

/**
 * A bounce that says the address will never take mail. Resend passes on Amazon SES's kinds:
 * 'Permanent' (no such mailbox or domain), 'Transient' (a full mailbox, a message too large: it
 * may work later) and 'Undetermined'. Only a transient bounce is soft: anything else, a missing
 * or new kind included, counts as permanent, because mailing a dead address again harms the
 * sender's reputation more than skipping a live one does.
 */
export function isHardBounce(event: ResendWebhookEvent): boolean {
  return event.data?.bounce?.type?.toLowerCase() !== 'transient';
}

/** A message as a stand-in accepted it. */
export interface AcceptedMessage {
  id: string;
  from: string;
  to: string;
  subject: string;
}

/**
 * The webhooks Resend would send about `message`, in order, for the stand-ins (the Resend stand-in
 * and the development outbox): an address whose local part is `bounce` bounces (Permanent), one
 * whose local part is `complaint` is delivered and then marked as spam; any other is delivered.
 */
export function simulatedEvents(message: AcceptedMessage, at = new Date()) {
  const local = message.to.split('@')[0]?.trim().toLowerCase();
  const data = {
    email_id: message.id,
    created_at: at.toISOString(),
    from: message.from,
    to: [message.to],
    subject: message.subject,
  };
  const event = (type: string, extra: object = {}) => ({
    type,
    created_at: at.toISOString(),
    data: { ...data, ...extra },
  });
  if (local === 'bounce')
    return [
      event('email.bounced', {
        bounce: {
          type: 'Permanent',
          subType: 'General',
          message:
            "The recipient's email provider rejected the message: the address does not exist.",
        },
      }),
    ];
  if (local === 'complaint') return [event('email.delivered'), event('email.complained')];
  return [event('email.delivered')];
}
