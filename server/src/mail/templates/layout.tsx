import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Preview,
  Section,
  Text,
} from '@react-email/components';
import type { CSSProperties, ReactNode } from 'react';

export const colors = {
  page: '#fdf2f8',
  card: '#ffffff',
  brand: '#7c3aed',
  accent: '#db2777',
  ink: '#1f2937',
  muted: '#6b7280',
};

const font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const styles = {
  body: { backgroundColor: colors.page, fontFamily: font, margin: 0, padding: '24px 0' },
  container: {
    backgroundColor: colors.card,
    borderRadius: '16px',
    margin: '0 auto',
    maxWidth: '520px',
    overflow: 'hidden',
  },
  banner: { backgroundColor: colors.brand, padding: '20px 32px', textAlign: 'center' },
  brand: { color: '#ffffff', fontSize: '24px', fontWeight: 700, letterSpacing: '0.5px', margin: 0 },
  confetti: { color: '#fde68a', fontSize: '14px', letterSpacing: '6px', margin: '6px 0 0' },
  content: { padding: '8px 32px 24px' },
  heading: { color: colors.ink, fontSize: '22px', fontWeight: 700, margin: '24px 0 8px' },
  footer: { color: colors.muted, fontSize: '12px', lineHeight: '18px', padding: '0 32px 24px' },
  footerLink: { color: colors.muted, textDecoration: 'underline' },
  hr: { borderColor: '#f3e8ff', margin: '0 32px 16px' },
  button: {
    backgroundColor: colors.accent,
    borderRadius: '999px',
    color: '#ffffff',
    display: 'inline-block',
    fontSize: '16px',
    fontWeight: 600,
    padding: '12px 28px',
    textDecoration: 'none',
  },
} satisfies Record<string, CSSProperties>;

/** Body text in the house style. */
export const paragraph: CSSProperties = {
  color: colors.ink,
  fontSize: '16px',
  lineHeight: '24px',
  margin: '12px 0',
};

/** Small print, e.g. the link spelled out under a button. */
export const smallPrint: CSSProperties = {
  color: colors.muted,
  fontSize: '13px',
  lineHeight: '20px',
  margin: '12px 0',
  wordBreak: 'break-all',
};

/**
 * Dark mode: clients that follow the reader's scheme (Apple Mail, Outlook.com, iOS) repaint with
 * these; the inline light colours stay for the rest. Elements opt in by class name.
 */
const darkModeCss = `
@media (prefers-color-scheme: dark) {
  .pr-page, .pr-page > table > tbody > tr > td { background-color: #17111f !important; }
  .pr-card { background-color: #221a2e !important; }
  .pr-ink { color: #f3f0f7 !important; }
  .pr-muted { color: #c9bfd8 !important; }
  .pr-panel { background-color: #2d2240 !important; border-color: #4c3a66 !important; }
}`;

export interface LayoutProps {
  /** The line inbox lists show after the subject. */
  preview: string;
  heading: string;
  children: ReactNode;
  /** Why the reader got this e-mail; the default suits messages about their own account. */
  footer?: string;
  /**
   * A guest e-mail's unsubscribe link (docs/decisions/032-one-click-unsubscribe.md), shown under
   * the footer. Transactional messages (a reset, a verification) have none.
   */
  unsubscribeUrl?: string;
}

/** The PartyReel frame every e-mail shares: a festive banner, a white card, a quiet footer. */
export function Layout({ preview, heading, children, footer, unsubscribeUrl }: LayoutProps) {
  return (
    <Html lang="en">
      <Head>
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{darkModeCss}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={styles.body} className="pr-page">
        <Container style={styles.container} className="pr-card">
          <Section style={styles.banner}>
            <Text style={styles.brand}>🎉 PartyReel</Text>
            <Text style={styles.confetti} data-skip-in-text="true">
              ✦ ✧ ✦ ✧ ✦
            </Text>
          </Section>
          <Section style={styles.content}>
            <Heading as="h1" style={styles.heading} className="pr-ink">
              {heading}
            </Heading>
            {children}
          </Section>
          <Hr style={styles.hr} />
          <Text
            style={
              unsubscribeUrl
                ? { ...styles.footer, marginBottom: 0, paddingBottom: 0 }
                : styles.footer
            }
            className="pr-muted"
          >
            {footer ??
              "You received this e-mail because this address was used on PartyReel. If that wasn't you, you can safely ignore it."}
          </Text>
          {unsubscribeUrl ? (
            <Text style={{ ...styles.footer, marginTop: '8px' }} className="pr-muted">
              Don't want these e-mails?{' '}
              <Link href={unsubscribeUrl} style={styles.footerLink} className="pr-muted">
                Unsubscribe
              </Link>
            </Text>
          ) : null}
        </Container>
      </Body>
    </Html>
  );
}

/** The one call to action of a message. */
export function ActionButton({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '24px 0', textAlign: 'center' }}>
      <Button href={href} style={styles.button}>
        {children}
      </Button>
    </Section>
  );
}
