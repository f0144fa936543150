import { escapeHtml } from '../http/escape-html.ts';
import type { RenderedMail } from './render-mail.ts';

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
