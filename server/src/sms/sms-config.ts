import { randomBytes } from 'node:crypto';
import type { TwilioStandIn } from './twilio-stand-in.ts';
import { createTwilioTransport, type Texter, type TwilioSender } from './twilio-transport.ts';

/** The texting settings, as read and validated once by env.ts. */
export interface SmsEnv {
  TWILIO_ACCOUNT_SID?: string | undefined;
  TWILIO_AUTH_TOKEN?: string | undefined;
  /** Our sending number (E.164), or… */
  TWILIO_FROM?: string | undefined;
  /** …a Messaging Service that picks one. */
  TWILIO_MESSAGING_SERVICE_SID?: string | undefined;
  /** Twilio's API address; only set to point the SDK at a stand-in. */
  TWILIO_BASE_URL?: string | undefined;
  /**
   * Without Twilio, text through a Twilio stand-in on this machine (read at /dev/sms): development,
   * the tests that ask for it and the journeys; never production, where texting is then off.
   */
  devTexts?: boolean;
}

/**
 * Texting through Twilio, with what verifies its webhooks; in development through Twilio's
 * stand-in on this machine, by the same adapter and the same signed webhooks (docs/decisions/071);
 * or off, when nothing is configured (docs/decisions/068): the product then says texting is not
 * available, and nothing is sent.
 */
export type SmsSetup =
  | { kind: 'twilio'; texter: Texter; authToken: string; sender: TwilioSender }
  | {
      kind: 'dev';
      texter: Texter;
      authToken: string;
      sender: { from: string };
      standIn: TwilioStandIn;
    }
  | { kind: 'off' };

/** The number development's texts come from (Twilio's own test number for a valid sender). */
export const DEV_TEXTS_FROM = '+15005550006';

/**
 * How development's texts end, by the number's last digits, so a failure can be tried: …0006 is a
 * landline (Twilio's 30006), …0003 unreachable (30003); every other number gets its text.
 */
export function devTextOutcome(
  to: string,
): { status: 'delivered' } | { status: 'undelivered'; errorCode: string } {
  if (to.endsWith('0006')) return { status: 'undelivered', errorCode: '30006' };
  if (to.endsWith('0003')) return { status: 'undelivered', errorCode: '30003' };
  return { status: 'delivered' };
}

/**
 * Development's Twilio: the stand-in on a loopback port, with an account and token drawn for this
 * process, texted through the real adapter. It signs its status callbacks and the replies typed
 * at /dev/sms as Twilio does, so they reach the same verified routes as Twilio's.
 */
async function devTwilio(): Promise<Extract<SmsSetup, { kind: 'dev' }>> {
  const { startTwilioStandIn } = await import('./twilio-stand-in.ts');
  const accountSid = `AC${randomBytes(16).toString('hex')}`;
  const authToken = randomBytes(16).toString('hex');
  const standIn = await startTwilioStandIn({ accountSid, authToken, outcome: devTextOutcome });
  const sender = { from: DEV_TEXTS_FROM };
  const texter = await createTwilioTransport({
    accountSid,
    authToken,
    sender,
    baseUrl: standIn.url,
  });
  return { kind: 'dev', texter, authToken, sender, standIn };
}

/** 'A', 'A and B', 'A, B and C'. */
const listed = (names: string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');

/**
 * Twilio when its account, token and a sender are set; when none of them is, the stand-in under
 * `devTexts`, else off. A part of the settings is refused, in every mode, with a message that
 * names what is missing: a half-configured provider would fail at the first text instead of at
 * start.
 */
export async function smsSetupFrom(env: SmsEnv): Promise<SmsSetup> {
  const accountSid = env.TWILIO_ACCOUNT_SID?.trim();
  const authToken = env.TWILIO_AUTH_TOKEN?.trim();
  const from = env.TWILIO_FROM?.trim();
  const service = env.TWILIO_MESSAGING_SERVICE_SID?.trim();
  if (!accountSid && !authToken && !from && !service)
    return env.devTexts ? devTwilio() : { kind: 'off' };
  const missing = [
    !accountSid && 'TWILIO_ACCOUNT_SID',
    !authToken && 'TWILIO_AUTH_TOKEN',
    !from && !service && 'TWILIO_FROM (or TWILIO_MESSAGING_SERVICE_SID)',
  ].filter((name): name is string => Boolean(name));
  if (missing.length > 0 || !accountSid || !authToken)
    throw new Error(
      `Texting is half configured: set ${listed(missing)} as well, or none of the TWILIO_ settings to leave texting off.`,
    );
  if (from && service)
    throw new Error(
      'Set TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID, not both: texts go from one number or through one Messaging Service.',
    );
  const sender: TwilioSender = service ? { messagingServiceSid: service } : { from: from ?? '' };
  return {
    kind: 'twilio',
    texter: await createTwilioTransport({
      accountSid,
      authToken,
      sender,
      baseUrl: env.TWILIO_BASE_URL,
    }),
    authToken,
    sender,
  };
}
