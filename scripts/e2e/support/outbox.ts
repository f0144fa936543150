import { type APIRequestContext, expect } from '@playwright/test';

/** One message of the dev mailbox (/api/dev/mail), as far as the journeys read it. */
export interface OutboxMessage {
  id: string;
  kind: 'verify-email' | 'reset-password' | string;
  to: string;
  subject: string;
  text: string;
  /** Extra headers it went with (a guest e-mail's List-Unsubscribe), or null. */
  headers: Record<string, string> | null;
  /** Files it carried (a confirmation's calendar file), their content in base64, or null. */
  attachments: { filename: string; contentType: string; content: string }[] | null;
  createdAt: string;
}

/** Everything the app has sent to `to`, newest first. */
export async function readOutbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const response = await request.get(`/api/dev/mail?to=${encodeURIComponent(to)}`);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { messages: OutboxMessage[] };
  return body.messages;
}

/**
 * How long a journey waits for an e-mail: a job's poll, and a confirmation's grace of 3 s after the
 * answer (docs/decisions/062), on a machine busy with other journeys.
 */
const MAIL_ARRIVES = { timeout: 20_000 };

/**
 * The newest message of one kind to `to`, waiting for it to arrive, as a reader would refresh
 * their inbox.
 */
export async function latestMail(
  request: APIRequestContext,
  to: string,
  kind: OutboxMessage['kind'],
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      found = (await readOutbox(request, to)).find((message) => message.kind === kind);
      return found !== undefined;
    }, MAIL_ARRIVES)
    .toBe(true);
  if (!found) throw new Error(`no ${kind} mail to ${to}`);
  return found;
}

/**
 * The link in a message that leads to `path` (e.g. '/verify-email'), as a path with its query, so
 * the browser opens it on the app under test.
 */
export function linkTo(message: OutboxMessage, path: string): string {
  const match = new RegExp(`https?://[^\\s"<>]+${path}\\?token=[A-Za-z0-9_-]+`).exec(message.text);
  if (!match) throw new Error(`no ${path} link in "${message.subject}":\n${message.text}`);
  const url = new URL(match[0]);
  return url.pathname + url.search;
}
