import type { ReactNode } from 'react';
import { renderPage } from '../http/dev-page.tsx';
import type { DevMailMessage } from './dev-mail-queries.ts';

// React escapes every text child and attribute (srcDoc included), so no value from a message can
// become markup on this page; the message's own HTML runs only inside a sandboxed iframe.

const CSS = `
body { font-family: system-ui, sans-serif; margin: 0; background: #faf5ff; color: #1f2937; }
header { background: #7c3aed; color: #fff; padding: 16px 24px; }
header h1 { margin: 0; font-size: 20px; }
header p { margin: 4px 0 0; opacity: .85; font-size: 14px; }
main { padding: 16px 24px; max-width: 960px; margin: 0 auto; }
form { margin-bottom: 16px; display: flex; gap: 8px; }
article { background: #fff; border-radius: 12px; padding: 16px; margin-bottom: 16px;
  box-shadow: 0 1px 3px rgb(0 0 0 / .08); }
article h2 { margin: 0 0 4px; font-size: 17px; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 8px 0;
  font-size: 14px; }
dt { color: #6b7280; }
dd { margin: 0; overflow-wrap: anywhere; }
iframe { width: 100%; height: 480px; border: 1px solid #e5e7eb; border-radius: 8px; background: #fff; }
pre { white-space: pre-wrap; background: #f9fafb; padding: 12px; border-radius: 8px; }
.status-failed { color: #b91c1c; font-weight: 600; }
`;

/** The mailbox page: every message given, newest first, as the caller ordered them. */
export function devMailListPage(messages: DevMailMessage[], to?: string): string {
  return mailboxPage('Dev mailbox · PartyReel', <DevMailList messages={messages} to={to} />);
}

/** One message on its own page. */
export function devMailMessagePage(message: DevMailMessage): string {
  return mailboxPage(`${message.subject} · Dev mailbox`, <DevMailOne message={message} />);
}

function mailboxPage(title: string, children: ReactNode): string {
  return renderPage(
    title,
    CSS,
    <>
      <header>
        <h1>PartyReel dev mailbox</h1>
        <p>Every e-mail the app sent, stored in the outbox. Nothing leaves this machine.</p>
      </header>
      <main>{children}</main>
    </>,
  );
}

const shownTime = (iso: string) => `${iso.slice(0, 19).replace('T', ' ')} UTC`;

function Message({ message, open }: { message: DevMailMessage; open: boolean }) {
  return (
    <article>
      <h2>
        <a href={`/dev/mail/${message.id}`}>{message.subject}</a>
      </h2>
      <dl>
        <dt>To</dt>
        <dd>{message.to}</dd>
        <dt>From</dt>
        <dd>{message.from}</dd>
        <dt>Time</dt>
        <dd>
          <time dateTime={message.createdAt}>{shownTime(message.createdAt)}</time>
        </dd>
        <dt>Kind</dt>
        <dd>{message.kind}</dd>
        <dt>Status</dt>
        <dd className={`status-${message.status}`}>
          {message.status}
          {message.error ? ` (${message.error})` : ''}
        </dd>
        {Object.entries(message.headers ?? {}).map(([name, value]) => (
          <HeaderLine key={name} name={name} value={value} />
        ))}
        {(message.attachments ?? []).map((file) => (
          <HeaderLine
            key={file.filename}
            name="Attached"
            value={`${file.filename} (${file.contentType})`}
          />
        ))}
      </dl>
      <iframe sandbox="" srcDoc={message.html} title={`E-mail: ${message.subject}`} />
      <details open={open}>
        <summary>Plain text</summary>
        <pre>{message.text}</pre>
      </details>
    </article>
  );
}

function DevMailList({ messages, to }: { messages: DevMailMessage[]; to?: string }) {
  return (
    <>
      <form method="get" action="/dev/mail">
        <label htmlFor="to">Recipient</label>
        <input id="to" name="to" type="email" defaultValue={to ?? ''} />
        <button type="submit">Filter</button>
        {to ? <a href="/dev/mail">Show all</a> : null}
      </form>
      {messages.length === 0 ? <p>No e-mail yet.</p> : null}
      {messages.map((message) => (
        <Message key={message.id} message={message} open={false} />
      ))}
    </>
  );
}

function DevMailOne({ message }: { message: DevMailMessage }) {
  return (
    <>
      <p>
        <a href="/dev/mail">← All messages</a>
      </p>
      <Message message={message} open />
    </>
  );
}

/** An extra header of the message (List-Unsubscribe…), as sent. */
function HeaderLine({ name, value }: { name: string; value: string }) {
  return (
    <>
      <dt>{name}</dt>
      <dd>{value}</dd>
    </>
  );
}
