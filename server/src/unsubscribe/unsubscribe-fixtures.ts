import type { Db } from '@partyreel/db';
import { mailSuppressions, type outbox } from '@partyreel/db/schema';
import { asc, eq } from 'drizzle-orm';
import { Window } from 'happy-dom';

/** Test helpers for unsubscribe links (used by tests only). */

/** The link a stored message's List-Unsubscribe header names. */
export function unsubscribeLinkOf(mail: Pick<typeof outbox.$inferSelect, 'headers'> | undefined) {
  const header = mail?.headers?.['List-Unsubscribe'] ?? '';
  const url = /^<(https?:\/\/[^>]+)>$/.exec(header)?.[1];
  if (!url) throw new Error(`no List-Unsubscribe link in ${JSON.stringify(mail?.headers)}`);
  return { url, path: new URL(url).pathname };
}

/** The suppression list's entries for `address`, all-mail first. */
export function suppressionsOf(db: Db, address: string) {
  return db
    .select({
      eventId: mailSuppressions.eventId,
      reason: mailSuppressions.reason,
    })
    .from(mailSuppressions)
    .where(eq(mailSuppressions.address, address.trim().toLowerCase()))
    .orderBy(asc(mailSuppressions.createdAt));
}

/** A page's HTML as a document, to read it as a browser and a screen reader would. */
export function parsePage(html: string) {
  const window = new Window();
  window.document.write(html);
  const document = window.document;
  return {
    document,
    heading: () => document.querySelector('h1')?.textContent?.trim() ?? '',
    text: () => document.body.textContent?.replace(/\s+/g, ' ').trim() ?? '',
    /** Each button with the choice its form posts. */
    buttons: () =>
      [...document.querySelectorAll('form')].map((form) => ({
        method: form.getAttribute('method'),
        action: form.getAttribute('action'),
        choice: form.querySelector('input[name="choice"]')?.getAttribute('value') ?? null,
        type: form.querySelector('button')?.getAttribute('type') ?? null,
        label: form.querySelector('button')?.textContent?.trim() ?? '',
      })),
  };
}
