import { Link, Text } from '@react-email/components';
import { renderMail } from '../render-mail.ts';
import { ActionButton, Layout, paragraph, smallPrint } from './layout.tsx';

export const VERIFY_EMAIL_KIND = 'verify-email';
export const VERIFY_EMAIL_SUBJECT = 'Verify your PartyReel email';

export interface VerifyEmailProps {
  /** What the user typed: rendered only as text, never as markup. */
  displayName: string;
  /** The verification link, with its token. */
  url: string;
}

export function VerifyEmail({ displayName, url }: VerifyEmailProps) {
  const name = displayName.trim();
  return (
    <Layout
      preview="Confirm your address and start sending invitations."
      heading="Confirm your email"
    >
      <Text style={paragraph}>{name ? `Hi ${name},` : 'Hi there,'}</Text>
      <Text style={paragraph}>
        Welcome to PartyReel! Please confirm that this is your email address, so your invitations
        and your guests' answers can find you.
      </Text>
      <ActionButton href={url}>Verify my email</ActionButton>
      <Text style={smallPrint}>
        Or open this link in your browser: <Link href={url}>{url}</Link>
      </Text>
    </Layout>
  );
}

/** Kind, subject and both bodies, ready for `mailer.send` with `to` and an idempotency key. */
export async function verifyEmailMessage(props: VerifyEmailProps) {
  return {
    kind: VERIFY_EMAIL_KIND,
    subject: VERIFY_EMAIL_SUBJECT,
    ...(await renderMail(<VerifyEmail {...props} />)),
  };
}
