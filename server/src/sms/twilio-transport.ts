/** The longest one call to Twilio may take (the SDK's own default is 30 s). */
export const TWILIO_TIMEOUT_MS = 10_000;

/** How a text is sent: from one of our numbers, or through a Messaging Service that picks one. */
export type TwilioSender = { from: string } | { messagingServiceSid: string };

export interface TwilioTransportOptions {
  accountSid: string;
  authToken: string;
  sender: TwilioSender;
  /** Twilio's API address; only set to point the SDK at a stand-in. */
  baseUrl?: string | undefined;
  timeoutMs?: number;
}

/** A text to one number (E.164), with where Twilio reports its delivery. */
export interface OutgoingText {
  to: string;
  body: string;
  statusCallback?: string;
}

/** What the provider said: accepted with its id, or refused with its code and reason. */
export type TextResult =
  | { status: 'sent'; providerId: string }
  | { status: 'failed'; code: number | null; reason: string; retryable: boolean };

/** Twilio's error codes that say the number can never take a text (docs/decisions/068). */
const PERMANENT = new Set([
  21211, // invalid 'To' number
  21408, // no permission to send to the region
  21610, // the number replied STOP
  21612, // the 'To' number cannot be reached from this 'From'
  21614, // not a mobile number
]);

/**
 * Texts through Twilio's Messages API with the official SDK (`twilio`): one call per text, with a
 * timeout, never the SDK's own retries (the job queue retries, so a retry is never sent twice by
 * two layers). A refusal is answered, not thrown: permanent for a number that cannot take texts,
 * retryable for an outage, a timeout or a rate limit. The SDK (a quarter of a second to load) is
 * loaded here, only when texting is on: never at a server's start without it.
 */
export async function createTwilioTransport(options: TwilioTransportOptions) {
  const { default: twilio } = await import('twilio');
  const client = twilio(options.accountSid, options.authToken, {
    timeout: options.timeoutMs ?? TWILIO_TIMEOUT_MS,
    autoRetry: false,
  });
  if (options.baseUrl) client.api.baseUrl = options.baseUrl;

  return {
    name: 'twilio' as const,
    async send(text: OutgoingText): Promise<TextResult> {
      try {
        const message = await client.messages.create({
          to: text.to,
          body: text.body,
          ...('from' in options.sender
            ? { from: options.sender.from }
            : { messagingServiceSid: options.sender.messagingServiceSid }),
          ...(text.statusCallback ? { statusCallback: text.statusCallback } : {}),
        });
        return { status: 'sent', providerId: message.sid };
      } catch (error) {
        return failureOf(error);
      }
    },
    /**
     * The id of a text with exactly `body` that Twilio took for `to` since `since`, if any: how a
     * retry learns whether an attempt whose answer was lost (a crash, a timeout) went out.
     * Throws when Twilio cannot be asked: the caller must not guess.
     */
    async sentSince(to: string, body: string, since: Date): Promise<string | undefined> {
      const found = await client.messages.list({ to, dateSentAfter: since, limit: 100 });
      return found.find((message) => message.body === body)?.sid;
    },
  };
}

export type TwilioTransport = Awaited<ReturnType<typeof createTwilioTransport>>;

/** Where texts go: Twilio's Messages API (or, in development and tests, its stand-in). */
export interface Texter {
  readonly name: 'twilio';
  send(text: OutgoingText): Promise<TextResult>;
  sentSince(to: string, body: string, since: Date): Promise<string | undefined>;
}

function failureOf(error: unknown): TextResult {
  const { code, status, message } = error as {
    code?: unknown;
    status?: unknown;
    message?: unknown;
  };
  const twilioCode = typeof code === 'number' ? code : null;
  const httpStatus = typeof status === 'number' ? status : null;
  const permanent =
    (twilioCode !== null && PERMANENT.has(twilioCode)) ||
    httpStatus === 401 ||
    (httpStatus !== null && httpStatus >= 400 && httpStatus < 500 && httpStatus !== 429);
  return {
    status: 'failed',
    code: twilioCode,
    reason: typeof message === 'string' && message ? message : String(error),
    retryable: !permanent,
  };
}
