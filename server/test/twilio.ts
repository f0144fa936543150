import type { TwilioStandIn } from '../src/sms/twilio-stand-in.ts';

/** Our sending number in tests (Twilio's magic test number that always works). */
export const TEST_TWILIO_FROM = '+15005550006';

/** The app's texting settings for Twilio's stand-in `standIn`, with its account and token. */
export const twilioSettings = (
  standIn: Pick<TwilioStandIn, 'url'>,
  account: { accountSid: string; authToken: string },
) => ({
  TWILIO_ACCOUNT_SID: account.accountSid,
  TWILIO_AUTH_TOKEN: account.authToken,
  TWILIO_FROM: TEST_TWILIO_FROM,
  TWILIO_BASE_URL: standIn.url,
});
