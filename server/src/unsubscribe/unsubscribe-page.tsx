import { messages } from '@partyreel/shared/messages';
import type { ReactNode } from 'react';
import { renderPage } from '../http/dev-page.tsx';
import type { UnsubscribeChoice, UnsubscribeState } from './unsubscribe-state.ts';

// The page an unsubscribe link opens (docs/decisions/032-one-click-unsubscribe.md): rendered here,
// with no script, so that opening it changes nothing (link scanners open every link in an e-mail,
// some with a browser that runs scripts); each change is a real button in a form that posts back
// to the link itself. React escapes every text, the event's title and the address included.

const text = messages.unsubscribe;

const CSS = `
*{box-sizing:border-box}
body{margin:0;background:#fff8f0;color:#24113f;font:400 1rem/1.5 ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
header{height:4rem;display:flex;align-items:center;padding:0 1rem;border-bottom:1px solid #ede9fe;font:700 1.25rem/1 ui-rounded,system-ui,sans-serif;letter-spacing:-.025em}
header span{color:#db2777}
main{max-width:32rem;margin:0 auto;padding:2rem 1rem 3rem}
.card{background:#fff;border-radius:1.5rem;padding:1.5rem;box-shadow:0 10px 25px -10px rgba(36,17,63,.2)}
h1{font:700 1.5rem/1.3 ui-rounded,system-ui,sans-serif;margin:0 0 .5rem}
p{margin:.5rem 0 0;overflow-wrap:anywhere}
.notice{background:#ecfdf5;color:#065f46;border-radius:1rem;padding:.75rem 1rem;margin:0 0 1rem;font-weight:600}
section{margin-top:1.5rem;padding-top:1.25rem;border-top:1px solid #ede9fe}
form{margin-top:1rem}
button{font:inherit;font-weight:700;min-height:2.75rem;width:100%;border-radius:999px;padding:.625rem 1.25rem;cursor:pointer;border:2px solid #7c3aed}
button.primary{background:#db2777;border-color:#db2777;color:#fff}
button.secondary{background:#fff;color:#5b21b6}
button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
@media (min-width:480px){button{width:auto}}
`;

/** The page for a link whose address stands as `state`; `done` names what a POST just did. */
export function unsubscribePage(state: UnsubscribeState, done?: UnsubscribeChoice): string {
  const notice =
    done === 'resubscribe-all'
      ? text.resubscribedAll
      : done === 'resubscribe-event' && state.event
        ? text.resubscribedEvent(state.event.title)
        : null;
  return page(
    <>
      {notice ? (
        <p className="notice" role="status">
          {notice}
        </p>
      ) : null}
      <Body state={state} />
    </>,
  );
}

/** The page for a link that names nobody (cut short, or signed with another key). */
export function unknownLinkPage(): string {
  return page(
    <>
      <h1>{text.notFound}</h1>
      <p>{text.notFoundDetail}</p>
    </>,
  );
}

/** The page for a link used too often in a short time. */
export function tooManyPage(): string {
  return page(<h1>{messages.generic.tooManyRequests}</h1>);
}

function page(children: ReactNode): string {
  return renderPage(
    text.pageTitle,
    CSS,
    <>
      <header>
        Party<span>Reel</span>
      </header>
      <main>
        <div className="card">{children}</div>
      </main>
    </>,
  );
}

function Body({ state }: { state: UnsubscribeState }) {
  const { address, event } = state;
  if (state.allOff === 'blocked')
    return (
      <>
        <h1>{text.blocked}</h1>
        <p>{text.blockedDetail(address)}</p>
      </>
    );
  if (state.allOff === 'unsubscribed')
    return (
      <>
        <h1>{text.allOff}</h1>
        <p>{text.allOffDetail(address)}</p>
        <section>
          <p>{text.undoQuestion}</p>
          <Choice choice="resubscribe-all" label={text.resubscribeAll} />
        </section>
      </>
    );
  if (event && state.eventOff)
    return (
      <>
        <h1>{text.eventOff(event.title)}</h1>
        <p>{text.eventOffDetail(address, event.title)}</p>
        <AlsoAll />
        <section>
          <p>{text.undoQuestion}</p>
          <Choice choice="resubscribe-event" label={text.resubscribeEvent(event.title)} />
        </section>
      </>
    );
  if (event)
    return (
      <>
        <h1>{text.askEvent(event.title)}</h1>
        <p>{text.askEventDetail(address, event.title)}</p>
        <Choice choice="event" label={text.unsubscribeEvent} primary />
        <AlsoAll />
      </>
    );
  return (
    <>
      <h1>{state.eventGone ? text.eventGone : text.askAll}</h1>
      <p>{state.eventGone ? text.eventGoneDetail(address) : text.askAllDetail(address)}</p>
      <Choice choice="all" label={text.unsubscribeAll} primary />
    </>
  );
}

/** The way to every host's mail, under a page about one event. */
function AlsoAll() {
  return (
    <section>
      <p>{text.alsoAll}</p>
      <Choice choice="all" label={text.unsubscribeAll} />
    </section>
  );
}

/** One change, as a real button in a form that posts to this same link. */
function Choice({
  choice,
  label,
  primary = false,
}: {
  choice: UnsubscribeChoice;
  label: string;
  primary?: boolean;
}) {
  return (
    <form method="post">
      <input type="hidden" name="choice" value={choice} />
      <button type="submit" className={primary ? 'primary' : 'secondary'}>
        {label}
      </button>
    </form>
  );
}
