import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import twilio from 'twilio';
import { listenOnLoopback } from '../http/loopback-server.ts';

/** A text the stand-in accepted, as Twilio would keep it. */
export interface AcceptedText {
  sid: string;
  to: string;
  /** The sending number, or the Messaging Service that chose one. */
  from: string;
  body: string;
  statusCallback: string | null;
  at: number;
}

/** A signed request the stand-in posted to the app (a status callback or an inbound text). */
export interface PostedTwilioWebhook {
  url: string;
  params: Record<string, string>;
  signature: string;
  /** The app's answer (0: none), and what it answered (the TwiML to an inbound text). */
  status: number;
  answer: string;
}

export interface TwilioStandInOptions {
  accountSid: string;
  authToken: string;
  /** How long an answer takes (a slow provider: the adapter's timeout is tested with it). */
  answerDelayMs?: number;
  /** Refuses a text with Twilio's error code and message when this gives one (21211: a bad number). */
  refuse?: (to: string) => { code: number; message: string } | undefined;
  /** After accepting, posts 'sent' then the final status to the text's StatusCallback (default true). */
  callbacks?: boolean;
  /**
   * A text's final status: 'delivered' (the default), or 'undelivered' with Twilio's error code
   * (30006: a landline; 30003: unreachable).
   */
  outcome?: (to: string) => { status: 'delivered' } | { status: 'undelivered'; errorCode: string };
  /**
   * Texts accepted per second at most, as a sender's throughput is limited at Twilio; more are
   * refused with 429 (Twilio's code 20429) and counted in `refusedForRate`. Default: no limit.
   */
  perSecond?: number;
}

/** A Twilio message id: 'SM' and 32 hex digits. */
const messageSid = () => `SM${randomBytes(16).toString('hex')}`;

/**
 * A local stand-in for Twilio's Messages API (`POST /2010-04-01/Accounts/{sid}/Messages.json`), for
 * tests, benches and development (docs/decisions/068): it refuses a wrong account or token (401,
 * Twilio's code 20003), a text without To, Body and either From or MessagingServiceSid (400, code
 * 21604/21602), and what `refuse` names; it keeps every accepted text and counts them per number,
 * and lists them (`GET`, by To and DateSent>) as Twilio does.
 * After accepting, it posts the text's status callbacks ('sent', 'delivered') to its StatusCallback
 * and, on `inbound`, a guest's reply to the app's inbound address, each signed exactly as Twilio
 * signs (X-Twilio-Signature: the SDK's own signing with the auth token).
 */
export async function startTwilioStandIn(options: TwilioStandInOptions) {
  const accepted: AcceptedText[] = [];
  const posted: PostedTwilioWebhook[] = [];
  const rate = { refused: 0 };
  const posting = new Set<Promise<void>>();
  const path = `/2010-04-01/Accounts/${options.accountSid}/Messages.json`;
  const basic = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;

  /** Posts `params` to `url`, signed with the auth token as Twilio signs its webhooks. */
  const post = async (url: string, params: Record<string, string>) => {
    const signature = twilio.getExpectedTwilioSignature(options.authToken, url, params);
    let status = 0;
    let answer = '';
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-twilio-signature': signature,
        },
        body: new URLSearchParams(params).toString(),
        signal: AbortSignal.timeout(10_000),
      });
      status = res.status;
      answer = await res.text();
    } catch {
      // No answer: recorded as 0.
    }
    posted.push({ url, params, signature, status, answer });
  };

  const later = (work: () => Promise<void>) => {
    const run = work();
    posting.add(run);
    void run.finally(() => posting.delete(run));
  };

  const statusCallbacks = (text: AcceptedText) =>
    later(async () => {
      if (!text.statusCallback) return;
      const final = options.outcome?.(text.to) ?? { status: 'delivered' };
      for (const report of [{ status: 'sent' }, final]) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        await post(text.statusCallback, {
          AccountSid: options.accountSid,
          MessageSid: text.sid,
          SmsSid: text.sid,
          MessageStatus: report.status,
          SmsStatus: report.status,
          To: text.to,
          From: text.from,
          ...('errorCode' in report ? { ErrorCode: report.errorCode } : {}),
        });
      }
    });

  const json = (status: number, body: unknown) => ({ status, body: JSON.stringify(body) });
  const twilioError = (status: number, code: number, message: string) =>
    json(status, {
      code,
      message,
      more_info: `https://www.twilio.com/docs/errors/${code}`,
      status,
    });

  const resource = (text: AcceptedText) => ({
    sid: text.sid,
    account_sid: options.accountSid,
    to: text.to,
    from: text.from,
    body: text.body,
    status: 'queued',
    num_segments: '1',
    direction: 'outbound-api',
    date_created: new Date(text.at).toUTCString(),
    date_sent: new Date(text.at).toUTCString(),
    error_code: null,
    error_message: null,
  });

  /** Lists texts as Twilio does, newest first, by To and by DateSent> (a time, to the second). */
  const list = (query: URLSearchParams) => {
    const to = query.get('To');
    const after = query.get('DateSent>');
    const since = after ? Date.parse(after) : Number.NEGATIVE_INFINITY;
    const messages = accepted
      .filter((text) => (!to || text.to === to) && text.at >= Math.floor(since / 1000) * 1000)
      .reverse()
      .map(resource);
    return json(200, {
      messages,
      page: 0,
      page_size: messages.length,
      start: 0,
      end: Math.max(messages.length - 1, 0),
      first_page_uri: `${path}?PageSize=50&Page=0`,
      next_page_uri: null,
      previous_page_uri: null,
      uri: path,
    });
  };

  const handle = (
    method: string | undefined,
    url: string,
    auth: string | undefined,
    raw: string,
  ) => {
    if (url.split('?')[0] !== path || (method !== 'POST' && method !== 'GET'))
      return twilioError(404, 20404, 'The requested resource was not found');
    if (auth !== basic) return twilioError(401, 20003, 'Authentication Error - invalid username');
    if (method === 'GET') return list(new URL(url, 'http://stand-in').searchParams);
    const form = new URLSearchParams(raw);
    const to = form.get('To') ?? '';
    const body = form.get('Body') ?? '';
    const from = form.get('From') ?? form.get('MessagingServiceSid') ?? '';
    if (!to) return twilioError(400, 21604, "A 'To' phone number is required.");
    if (!from) return twilioError(400, 21603, "A 'From' phone number is required.");
    if (!body) return twilioError(400, 21602, 'Message body is required.');
    const refusal = options.refuse?.(to);
    if (refusal) return twilioError(400, refusal.code, refusal.message);
    const second = Date.now() - 1000;
    if (options.perSecond !== undefined) {
      let recent = 0;
      for (let i = accepted.length - 1; i >= 0 && (accepted[i]?.at ?? 0) > second; i--) recent++;
      if (recent >= options.perSecond) {
        rate.refused++;
        return twilioError(429, 20429, 'Too Many Requests');
      }
    }
    const text: AcceptedText = {
      sid: messageSid(),
      to,
      from,
      body,
      statusCallback: form.get('StatusCallback'),
      at: Date.now(),
    };
    accepted.push(text);
    if (options.callbacks !== false) statusCallbacks(text);
    return json(201, resource(text));
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const answer = handle(
        req.method,
        req.url ?? '',
        req.headers.authorization,
        Buffer.concat(chunks).toString('utf8'),
      );
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(answer.status, { 'content-type': 'application/json' });
        res.end(answer.body);
      }, options.answerDelayMs ?? 0);
    });
  });
  const listening = await listenOnLoopback(server);

  return {
    url: listening.url,
    accepted,
    posted,
    /** Texts refused for going over `perSecond`. */
    get refusedForRate() {
      return rate.refused;
    },
    /** Accepted texts per number: how many each number was sent. */
    countsByNumber(): Map<string, number> {
      const counts = new Map<string, number>();
      for (const text of accepted) counts.set(text.to, (counts.get(text.to) ?? 0) + 1);
      return counts;
    },
    /** A reply from `from` (a guest's number) to `to` (ours), posted to the app's inbound `url`. */
    async inbound(url: string, message: { from: string; to: string; body: string }) {
      await post(url, {
        AccountSid: options.accountSid,
        MessageSid: messageSid(),
        From: message.from,
        To: message.to,
        Body: message.body,
        NumMedia: '0',
      });
      return posted.at(-1);
    },
    /** Resolves once every callback the stand-in was posting has been answered. */
    async settled() {
      while (posting.size > 0) await Promise.all([...posting]);
    },
    async close() {
      await this.settled();
      await listening.close();
    },
  };
}

export type TwilioStandIn = Awaited<ReturnType<typeof startTwilioStandIn>>;
