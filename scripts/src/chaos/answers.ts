import { type Agent, request } from 'node:http';
import {
  newVisitorId,
  signVisitorId,
  VISITOR_COOKIE,
} from '@partyreel/server/invite/visitor-cookie';
import { visitorKey } from '@partyreel/server/invite/visitor-key';
import type postgres from 'postgres';

/**
 * Guests' answers as the web sends them (invite.respond over HTTP, a JSON body, the app's Origin),
 * and what the database holds of them afterwards.
 */

/** One answer: who sends it (a personal guest, or a browser on the share link) and its request. */
export interface Answer {
  /** The invitation's id (personal) or the browser's visitor id (share link). */
  key: string;
  kind: 'personal' | 'link';
  /** The code in the guest's URL: the invitation's, or the share link's. */
  code: string;
  body: string;
  cookie?: string;
}

export type Outcome = { ok: true } | { ok: false; error: string };

/** A personal guest accepts: from its page /invite/{code}?id={invitationId}. */
export function personalAnswer(guestPath: string): Answer {
  const url = new URL(guestPath, 'http://x');
  const code = url.pathname.split('/').at(-1) as string;
  const invitationId = url.searchParams.get('id') as string;
  const body = JSON.stringify({ code, invitationId, response: 'accepted', peopleCount: 2 });
  return { key: invitationId, kind: 'personal', code, body };
}

/** A new browser accepts through the share link, with a visitor cookie signed by `cookieSecret`. */
export function linkAnswer(cookieSecret: string, code: string): Answer {
  const visitorId = newVisitorId();
  const body = JSON.stringify({ code, response: 'accepted', peopleCount: 1, name: 'Chaos' });
  const cookie = `${VISITOR_COOKIE}=${signVisitorId(cookieSecret, visitorId)}`;
  return { key: visitorId, kind: 'link', code, body, cookie };
}

/** Sends `answer`; acknowledged only by a 200. Anything else is the error a client would see. */
export function sendAnswer(
  baseUrl: string,
  answer: Answer,
  { agent, timeoutMs = 30_000 }: { agent?: Agent; timeoutMs?: number } = {},
): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = request(
      `${baseUrl}/trpc/invite.respond`,
      {
        method: 'POST',
        agent,
        timeout: timeoutMs,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(answer.body),
          origin: new URL(baseUrl).origin,
          ...(answer.cookie ? { cookie: answer.cookie } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve(
            res.statusCode === 200 ? { ok: true } : { ok: false, error: `${res.statusCode}` },
          ),
        );
        res.on('error', (error) => resolve({ ok: false, error: errorName(error) }));
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (error) => resolve({ ok: false, error: errorName(error) }));
    req.end(answer.body);
  });
}

function errorName(error: Error): string {
  return (error as { code?: string }).code ?? error.message;
}

/** Counts of each error the clients saw, e.g. "500×3, ECONNREFUSED×2". */
export function errorSummary(outcomes: Outcome[]): string {
  const counts = new Map<string, number>();
  for (const o of outcomes) if (!o.ok) counts.set(o.error, (counts.get(o.error) ?? 0) + 1);
  return [...counts].map(([error, n]) => `${error}×${n}`).join(', ') || 'none';
}

export interface StoredCheck {
  acknowledged: number;
  /** Acknowledged and not in the database. */
  lost: number;
  /** Counted twice: a share link's accepted counter above its accepted answers. */
  doubled: number;
  /** The share link's accepted counter below its accepted answers (an answer not counted). */
  uncounted: number;
  /** In the database though the client saw an error (harmless: answering again replaces it). */
  storedUnacknowledged: number;
}

/**
 * Compares what was acknowledged with what the database holds: each personal answer must have set
 * its invitation to accepted, each share-link browser must have its one answer row, and each share
 * link's accepted counter must equal its accepted rows (more is an answer counted twice).
 */
export async function checkStored(
  sql: postgres.Sql,
  sent: { answer: Answer; outcome: Outcome }[],
): Promise<StoredCheck> {
  const personal = sent.filter((s) => s.answer.kind === 'personal');
  const link = sent.filter((s) => s.answer.kind === 'link');
  const stored = new Set<string>();
  if (personal.length > 0) {
    const rows = await sql<{ id: string }[]>`
      select id::text as id from invitations
      where id = any(${personal.map((s) => s.answer.key)}::uuid[])
        and status = 'accepted' and responded_at is not null`;
    for (const row of rows) stored.add(row.id);
  }
  let doubled = 0;
  let uncounted = 0;
  for (const linkCode of new Set(link.map((s) => s.answer.code))) {
    const keys = new Map(
      link
        .filter((s) => s.answer.code === linkCode)
        .map((s) => [visitorKey(linkCode, s.answer.key), s.answer.key]),
    );
    const rows = await sql<{ visitor_id: string }[]>`
      select a.visitor_id from share_link_answers a join share_links s on s.id = a.share_link_id
      where s.code = ${linkCode} and a.visitor_id = any(${[...keys.keys()]})`;
    for (const row of rows) stored.add(keys.get(row.visitor_id) as string);
    const [counter] = await sql<{ accepted: number; rows: number }[]>`
      select s.accepted::int as accepted,
             (select count(*) from share_link_answers a
              where a.share_link_id = s.id and a.response = 'accepted')::int as rows
      from share_links s where s.code = ${linkCode}`;
    const drift = (counter?.accepted ?? 0) - (counter?.rows ?? 0);
    doubled += Math.max(0, drift);
    uncounted += Math.max(0, -drift);
  }
  const acknowledged = sent.filter((s) => s.outcome.ok);
  return {
    acknowledged: acknowledged.length,
    lost: acknowledged.filter((s) => !stored.has(s.answer.key)).length,
    doubled,
    uncounted,
    storedUnacknowledged: sent.filter((s) => !s.outcome.ok && stored.has(s.answer.key)).length,
  };
}
