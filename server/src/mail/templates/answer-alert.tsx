import type { AnswerStatus, AnswerTotals } from '@partyreel/shared/events/event-view';
import { eventTitleOrFallback } from '@partyreel/shared/format/fallbacks';
import { Link, Text } from '@react-email/components';
import { renderMail } from '../render-mail.ts';
import { answerLine } from './confirmation.tsx';
import { oneLine } from './guest-mail-parts.tsx';
import { ActionButton, Layout, paragraph, smallPrint } from './layout.tsx';

export const ANSWER_ALERT_KIND = 'answer-alert';

/** One answer as the host's alert lists it. */
export interface AlertedAnswer {
  /** The guest's name, '(via link)' after a share-link guest's. */
  name: string;
  response: AnswerStatus;
  peopleCount: number;
  note: string | null;
}

export interface AnswerAlertProps {
  title: string | null;
  /** The newest first, at most MAX_ALERTED_ANSWERS of them. */
  answers: AlertedAnswer[];
  /** How many answers came since the last alert, listed or not. */
  total: number;
  totals: AnswerTotals;
  eventUrl: string;
  unsubscribeUrl: string;
}

/** An alert lists at most this many answers; the rest are counted. */
export const MAX_ALERTED_ANSWERS = 50;

const people = (n: number) => (n === 1 ? '1 person' : `${n} people`);

/** 'Zoe (via link): Accepted · 2 people — “allergic to nuts”'. */
function answerText(answer: AlertedAnswer): string {
  const note = answer.note ? ` — “${answer.note}”` : '';
  return `${answer.name}: ${answerLine(answer)}${note}`;
}

/** 'Zoe accepted (2 people): Pool party', or '5 new answers: Pool party'. */
export function answerAlertSubject(props: Pick<AnswerAlertProps, 'title' | 'answers' | 'total'>) {
  const title = eventTitleOrFallback(props.title);
  const [only] = props.answers;
  if (props.total !== 1 || !only) return oneLine(`${props.total} new answers: ${title}`);
  return oneLine(`${only.name}: ${answerLine(only)} — ${title}`);
}

export function AnswerAlertEmail(props: AnswerAlertProps) {
  const title = eventTitleOrFallback(props.title);
  const { totals } = props;
  const more = props.total - props.answers.length;
  return (
    <Layout
      preview={answerAlertSubject(props)}
      heading={props.total === 1 ? `A new answer for ${title}` : `New answers for ${title}`}
      footer={`You get these because answer e-mails are on for ${title}. Choose each answer, once a day or never on the event page.`}
      unsubscribeUrl={props.unsubscribeUrl}
    >
      {props.answers.map((answer, i) => (
        // Answers have no id of their own here; the list is fixed once rendered.
        // biome-ignore lint/suspicious/noArrayIndexKey: a rendered e-mail never re-renders
        <Text key={i} style={paragraph} className="pr-ink">
          {answerText(answer)}
        </Text>
      ))}
      {more > 0 ? (
        <Text style={paragraph} className="pr-ink">
          …and {more} more.
        </Text>
      ) : null}
      <Text style={paragraph} className="pr-ink">
        So far: {totals.accepted} accepted ({people(totals.people)}), {totals.maybe} maybe,{' '}
        {totals.declined} declined
        {totals.waitlisted > 0 ? `, ${totals.waitlisted} on the waitlist` : ''}.
      </Text>
      <ActionButton href={props.eventUrl}>See your guests</ActionButton>
      <Text style={smallPrint} className="pr-muted">
        <Link href={props.eventUrl}>{props.eventUrl}</Link>
      </Text>
    </Layout>
  );
}

/** Kind, subject and both bodies, ready for `mailer.send` with `to` and an idempotency key. */
export async function answerAlertMessage(props: AnswerAlertProps) {
  return {
    kind: ANSWER_ALERT_KIND,
    subject: answerAlertSubject(props),
    ...(await renderMail(<AnswerAlertEmail {...props} />)),
  };
}
