import { Link, Text } from '@react-email/components';
import { renderMail } from '../render-mail.ts';
import { ActionButton, Layout, paragraph, smallPrint } from './layout.tsx';

export const RESET_PASSWORD_KIND = 'reset-password';
export const RESET_PASSWORD_SUBJECT = 'Reset your PartyReel password';

export interface ResetPasswordProps {
  /** The reset link, with its token; the token must expire after 1 hour, as the text says. */
  url: string;
}

export function ResetPassword({ url }: ResetPasswordProps) {
  return (
    <Layout
      preview="A link to choose a new password, valid for 1 hour."
      heading="Reset your password"
    >
      <Text style={paragraph}>
        Someone asked to reset the password of the PartyReel account with this email address. To
        choose a new password, use the button below.
      </Text>
      <ActionButton href={url}>Choose a new password</ActionButton>
      <Text style={paragraph}>This link expires in 1 hour and works only once.</Text>
      <Text style={paragraph}>
        If you didn't ask for this, ignore this email: your password stays as it is.
      </Text>
      <Text style={smallPrint}>
        Or open this link in your browser: <Link href={url}>{url}</Link>
      </Text>
    </Layout>
  );
}

/** Kind, subject and both bodies, ready for `mailer.send` with `to` and an idempotency key. */
export async function resetPasswordMessage(props: ResetPasswordProps) {
  return {
    kind: RESET_PASSWORD_KIND,
    subject: RESET_PASSWORD_SUBJECT,
    ...(await renderMail(<ResetPassword {...props} />)),
  };
}
