import { firstNameForGreeting } from '@partyreel/shared/format/first-name';
import type { ReactElement } from 'react';
import { escapeHtml } from '../http/escape-html.ts';
import { type RenderedMail, renderMail } from './render-mail.ts';
import type { UnsubscribeParts } from './unsubscribe-links.ts';

/**
 * Rendering an e-mail costs milliseconds (React, then html-to-text for the plain part), and a send
 * to 200 guests differs between guests only in the greeting and the personal link. So a message is
 * rendered once with placeholders in those places, and each guest's copy fills them: escaped for
 * the HTML part, as typed for the plain-text part. The placeholders are letters only, so neither
 * React nor html-to-text changes them.
 */
export const slot = {
  greeting: 'PRSLOTGREETINGq7x2',
  link: 'PRSLOTLINKq7x2',
  unsubscribe: 'PRSLOTUNSUBSCRIBEq7x2',
} as const;

export type SlotValues = Record<keyof typeof slot, string>;

/** A rendered message with its slots filled for one reader. */
export function fillSlots(rendered: RenderedMail, values: SlotValues): RenderedMail {
  let { html, text } = rendered;
  for (const name of Object.keys(slot) as (keyof typeof slot)[]) {
    // A function, so a '$&' in a guest's name is just text.
    const escaped = escapeHtml(values[name]);
    html = html.replaceAll(slot[name], () => escaped);
    text = text.replaceAll(slot[name], () => values[name]);
  }
  return { html, text };
}

/** 'Hi Sam,' for a guest called 'Sam Jones'; 'Hi there,' when the name names no one. */
export function greetingFor(firstName: string): string {
  return firstName ? `Hi ${firstName},` : 'Hi there,';
}

/** One recipient of a guest e-mail (an invitation, a reminder, an update): what differs per guest. */
export interface GuestMailRecipient {
  /** The guest's name as the host typed it; the greeting uses the first name only. */
  guestName: string;
  /** The guest's personal link: /invite/{code}?id={invitationId}, absolute. */
  inviteUrl: string;
  /** Their unsubscribe link, shown in the footer, and the List-Unsubscribe headers. */
  unsubscribe: UnsubscribeParts;
}

/**
 * One guest's copy of a guest e-mail rendered with slots (greeting, link and unsubscribe link):
 * both bodies, and the headers that let their mail client unsubscribe in one click.
 */
export function guestCopy(rendered: RenderedMail, guest: GuestMailRecipient) {
  return {
    ...fillSlots(rendered, {
      greeting: greetingFor(firstNameForGreeting(guest.guestName)),
      link: guest.inviteUrl,
      unsubscribe: guest.unsubscribe.url,
    }),
    headers: guest.unsubscribe.headers,
  };
}

/** What a guest e-mail template takes for the parts that differ per guest: their slots. */
export const guestSlots = {
  greeting: slot.greeting,
  inviteUrl: slot.link,
  unsubscribeUrl: slot.unsubscribe,
} as const;

/**
 * Renders a guest e-mail (`element`, its template given guestSlots) once for all its guests, and
 * answers each guest's copy: kind, subject, both bodies and the List-Unsubscribe headers, ready for
 * the mailer with `to` and an idempotency key.
 */
export async function guestMessagesOf(kind: string, subject: string, element: ReactElement) {
  const rendered = await renderMail(element);
  return (guest: GuestMailRecipient) => ({ kind, subject, ...guestCopy(rendered, guest) });
}
