import { renderPage } from '../http/dev-page.tsx';

const CSS = `
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; font-family: system-ui, sans-serif; color: #1a1f36;
  background: linear-gradient(90deg, #fff 50%, #f6f9fc 50%); }
main { display: grid; grid-template-columns: 1fr 1fr; max-width: 920px; margin: 0 auto;
  min-height: 100vh; }
section { padding: 64px 40px; }
.badge { display: inline-block; background: #ffde92; color: #7a4b00; border-radius: 4px;
  padding: 2px 6px; font-size: 11px; font-weight: 700; text-transform: uppercase; }
h1 { font-size: 16px; color: #697386; font-weight: 500; margin: 24px 0 4px; }
.amount { font-size: 36px; font-weight: 700; margin: 0; }
.line { display: flex; justify-content: space-between; margin-top: 24px; font-size: 14px; }
.muted { color: #697386; }
button, a.button { font: inherit; border-radius: 6px; padding: 12px 16px; cursor: pointer;
  text-align: center; text-decoration: none; display: block; }
.pay { width: 100%; border: 0; background: #635bff; color: #fff; font-weight: 600; margin-top: 24px; }
.cancel { color: #635bff; margin-top: 12px; }
.applied { color: #0e6245; font-size: 14px; margin: 0; }
@media (max-width: 700px) { main { grid-template-columns: 1fr; } body { background: #fff; }
  section { padding: 32px 20px; } }
`;

export interface DevCheckoutView {
  sessionId: string;
  eventTitle: string;
  amountCents: number;
  currency: string;
  /** The promo code the host chose in the unlock offer, applied before this page opened. */
  promo: { code: string; percentOff: number } | null;
  status: 'open' | 'paid' | 'expired' | 'failed' | 'refunded' | 'duplicate';
  cancelUrl: string;
  successUrl: string;
}

/** 499, 'usd' → '$4.99'. */
export function formatAmount(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}

/** Was this checkout paid (a second payment, refunded or not, included)? */
const PAID = new Set<DevCheckoutView['status']>(['paid', 'refunded', 'duplicate']);

/**
 * The dev checkout: a page shaped like a hosted checkout. No script runs on it. Like Stripe's page
 * for a session that carries a discount, it shows the code applied and has no field for another.
 */
export function devCheckoutPage(view: DevCheckoutView): string {
  const total =
    view.promo === null
      ? view.amountCents
      : view.amountCents - Math.round((view.amountCents * view.promo.percentOff) / 100);
  const paid = PAID.has(view.status);
  const action = `/dev/checkout/${encodeURIComponent(view.sessionId)}`;
  return renderPage(
    'PartyReel checkout',
    CSS,
    <main>
      <section>
        <span className="badge">Test mode: dev checkout</span>
        <h1>Unlock sending for “{view.eventTitle}”</h1>
        <p className="amount" data-testid="total">
          {formatAmount(total, view.currency)}
        </p>
        <div className="line">
          <span>Invitation unlock (one time)</span>
          <span>{formatAmount(view.amountCents, view.currency)}</span>
        </div>
        {view.promo !== null ? (
          <div className="line">
            <span className="muted">
              {view.promo.code} ({view.promo.percentOff}% off)
            </span>
            <span className="muted">−{formatAmount(view.amountCents - total, view.currency)}</span>
          </div>
        ) : null}
      </section>
      <section>
        {view.status === 'open' ? (
          <form method="post" action={`${action}/pay`}>
            {view.promo !== null ? (
              <p className="applied" data-testid="promo">
                {view.promo.code} applied: {view.promo.percentOff}% off
              </p>
            ) : null}
            <button className="pay" type="submit">
              Pay {formatAmount(total, view.currency)}
            </button>
            <a className="button cancel" href={view.cancelUrl}>
              Cancel and go back
            </a>
          </form>
        ) : (
          <div role="status">
            <p>
              {paid
                ? 'This checkout is already paid.'
                : 'This checkout has ended. Start a new one from your event.'}
            </p>
            <a className="button pay" href={paid ? view.successUrl : view.cancelUrl}>
              Back to PartyReel
            </a>
          </div>
        )}
      </section>
    </main>,
  );
}
