import { Column, Img, Link, Row, Section, Text } from '@react-email/components';
import type { CSSProperties } from 'react';
import { describeEventWhen, type EventWhen } from './event-when.ts';
import { colors, paragraph, smallPrint } from './layout.tsx';

/** The event as a guest's e-mail shows it. Every string is what the host typed: text only. */
export interface GuestMailEvent extends EventWhen {
  title: string;
  location: string | null;
}

const panel: CSSProperties = {
  backgroundColor: '#faf5ff',
  border: '1px solid #ede9fe',
  borderRadius: '12px',
  margin: '16px 0',
  padding: '12px 16px',
};
const label: CSSProperties = {
  color: colors.muted,
  fontSize: '12px',
  fontWeight: 600,
  letterSpacing: '0.5px',
  margin: '8px 0 0',
  textTransform: 'uppercase',
};
const value: CSSProperties = { color: colors.ink, fontSize: '16px', lineHeight: '24px', margin: 0 };
const note: CSSProperties = {
  ...paragraph,
  borderLeft: `4px solid ${colors.brand}`,
  fontStyle: 'italic',
  paddingLeft: '12px',
  // The host's line breaks, without ever reading their text as markup.
  whiteSpace: 'pre-line',
};

/** A header is one line: whatever the host typed, a subject never spans two. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The template's poster frame, full width; decorative in the plain-text part. */
export function Poster({ src, alt }: { src: string; alt: string }) {
  return (
    <Section style={{ margin: '16px 0' }} data-skip-in-text="true">
      <Img
        src={src}
        alt={alt}
        width="456"
        style={{ borderRadius: '12px', display: 'block', height: 'auto', width: '100%' }}
      />
    </Section>
  );
}

/** When and where, in a panel. */
export function EventDetails({ event }: { event: GuestMailEvent }) {
  const when = describeEventWhen(event);
  const where = event.location?.trim();
  if (!when && !where) return null;
  return (
    <Section style={panel} className="pr-panel">
      {when ? <Detail name="When" text={when} /> : null}
      {where ? <Detail name="Where" text={where} /> : null}
    </Section>
  );
}

function Detail({ name, text }: { name: string; text: string }) {
  return (
    <Row>
      <Column>
        <Text style={label} className="pr-muted">
          {name}
        </Text>
        <Text style={value} className="pr-ink">
          {text}
        </Text>
      </Column>
    </Row>
  );
}

/** The host's personal message, quoted and signed. */
export function PersonalMessage({ host, text }: { host: string; text: string }) {
  return (
    <>
      <Text style={note} className="pr-ink">
        {text}
      </Text>
      <Text style={{ ...paragraph, marginTop: 0 }} className="pr-muted">
        — {host}
      </Text>
    </>
  );
}

/** The personal link spelled out, for clients that hide buttons. */
export function LinkSpelledOut({ url }: { url: string }) {
  return (
    <Text style={smallPrint} className="pr-muted">
      Or open this link in your browser: <Link href={url}>{url}</Link>
    </Text>
  );
}
