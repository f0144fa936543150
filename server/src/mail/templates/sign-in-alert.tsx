import { messages } from '@partyreel/shared/messages';
import { Link, Text } from '@react-email/components';
import { renderMail } from '../render-mail.ts';
import { ActionButton, Layout, paragraph, smallPrint } from './layout.tsx';

export const SIGN_IN_ALERT_KIND = 'sign-in-alert';

export interface SignInAlertProps {
  /** How many failures tripped the account-wide count (SIGN_IN_THROTTLE.perAccount.free). */
  failures: number;
  /** The page where the owner asks for a reset link (no token: it proves nothing by itself). */
  resetUrl: string;
}

/** The owner's notice that the account-wide tier tripped (docs/decisions/039). */
export function SignInAlert({ failures, resetUrl }: SignInAlertProps) {
  const text = messages.signInAlert;
  return (
    <Layout preview={text.preview} heading={text.heading}>
      <Text style={paragraph}>{text.happened(failures)}</Text>
      <Text style={paragraph}>{text.notLocked}</Text>
      <Text style={paragraph}>{text.ifNotYou}</Text>
      <ActionButton href={resetUrl}>{text.action}</ActionButton>
      <Text style={smallPrint}>
        {text.onceADay} <Link href={resetUrl}>{resetUrl}</Link>
      </Text>
    </Layout>
  );
}

/** Kind, subject and both bodies, ready for `mailer.send` with `to` and an idempotency key. */
export async function signInAlertMessage(props: SignInAlertProps) {
  return {
    kind: SIGN_IN_ALERT_KIND,
    subject: messages.signInAlert.subject,
    ...(await renderMail(<SignInAlert {...props} />)),
  };
}
