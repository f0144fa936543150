import { renderPage } from '../http/dev-page.tsx';

/** A text as /dev/sms shows it. */
export interface DevText {
  id: string;
  to: string;
  body: string;
  kind: string;
  status: string;
  error: string | null;
  /** What the delivery report said: 'sent', then 'delivered' or 'undelivered'; null before. */
  delivery: string | null;
  createdAt: string;
  optedOut: boolean;
}

// React escapes every text child and attribute, so nothing from a text can become markup here.

const CSS = `
body { font-family: system-ui, sans-serif; margin: 0; background: #f0fdf4; color: #1f2937; }
header { background: #15803d; color: #fff; padding: 16px 24px; }
header h1 { margin: 0; font-size: 20px; }
header p { margin: 4px 0 0; font-size: 14px; }
main { padding: 16px 24px; max-width: 720px; margin: 0 auto; }
article { background: #fff; border-radius: 12px; padding: 16px; margin-bottom: 16px;
  box-shadow: 0 1px 3px rgb(0 0 0 / .08); }
article h2 { margin: 0 0 4px; font-size: 17px; }
p.body { white-space: pre-wrap; overflow-wrap: anywhere; background: #dcfce7; padding: 12px;
  border-radius: 12px; }
.meta { color: #4b5563; font-size: 14px; }
form { display: flex; gap: 8px; align-items: center; margin-top: 8px; }
.status-failed { color: #b91c1c; font-weight: 600; }
`;

const shownTime = (iso: string) => `${iso.slice(0, 19).replace('T', ' ')} UTC`;

/** The body with its address as a link, the rest as text. */
function Body({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/\S+)/);
  return (
    <p className="body">
      {parts.map((part, i) =>
        /^https?:\/\//.test(part) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
          <a key={i} href={part}>
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </p>
  );
}

/** The dev SMS inbox: every text, newest first, each with a way to reply as the guest. */
export function devSmsPage(texts: DevText[], note?: string): string {
  return renderPage(
    'Dev SMS inbox · PartyReel',
    CSS,
    <>
      <header>
        <h1>PartyReel dev SMS inbox</h1>
        <p>
          Every text the app handed to Twilio's stand-in on this machine: nothing leaves it. Numbers
          ending in 0006 play a landline and 0003 an unreachable phone; the others get their text.
        </p>
      </header>
      <main>
        {note ? <p role="status">{note}</p> : null}
        {texts.length === 0 ? <p>No texts yet.</p> : null}
        {texts.map((text) => (
          <article key={text.id} aria-label={`Text to ${text.to}`}>
            <h2>To {text.to}</h2>
            <p className="meta">
              <time dateTime={text.createdAt}>{shownTime(text.createdAt)}</time> · {text.kind} ·{' '}
              <span
                className={`status-${text.delivery === 'undelivered' ? 'failed' : text.status}`}
              >
                {text.delivery ?? text.status}
                {text.error ? ` (${text.error})` : ''}
              </span>
              {text.optedOut ? ' · this number replied STOP' : ''}
            </p>
            <Body text={text.body} />
            <form method="post" action="/dev/sms/reply">
              <input type="hidden" name="from" value={text.to} />
              <label htmlFor={`reply-${text.id}`}>Reply as the guest</label>
              <input id={`reply-${text.id}`} name="body" defaultValue="STOP" maxLength={160} />
              <button type="submit">Send reply</button>
            </form>
          </article>
        ))}
      </main>
    </>,
  );
}
