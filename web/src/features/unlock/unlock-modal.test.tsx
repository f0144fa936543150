import { messages } from '@partyreel/shared/messages';
import type { PriceView } from '@partyreel/shared/payments/payment-input';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, type FakeAnswer, fakeTrpc, renderWithTrpc } from '../../test/fake-trpc.tsx';
import { serverError } from '../../test/server-error.ts';
import { UnlockModal } from './unlock-modal.tsx';

afterEach(cleanup);

const EVENT_ID = '3f6c2a1e-1111-4000-8000-000000000001';
const PRICE: PriceView = {
  amountCents: 499,
  currency: 'usd',
  promo: { code: 'PARTY80', percentOff: 80 },
  texting: false,
};
const CHECKOUT_URL = 'https://checkout.example/cs_test_1';

function Harness({ go }: { go: (url: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <UnlockModal
        open={open}
        onClose={() => setOpen(false)}
        eventId={EVENT_ID}
        from="create-event"
        goToCheckout={go}
      />
    </>
  );
}

/** Opens the modal over a server answering payments.price and createCheckout as given. */
async function openModal(
  answers: {
    price?: FakeAnswer<'payments.price'>;
    checkout?: FakeAnswer<'payments.createCheckout'>;
    guests?: FakeAnswer<'guests.list'>;
  } = {},
) {
  const fake = fakeTrpc({
    'payments.price': answers.price ?? PRICE,
    'payments.createCheckout': answers.checkout ?? { sessionId: 'cs_test_1', url: CHECKOUT_URL },
    ...(answers.guests ? { 'guests.list': answers.guests } : {}),
  });
  const go = vi.fn();
  await renderWithTrpc(<Harness go={go} />, fake);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Open' }));
  const dialog = screen.getByRole('dialog', { name: messages.unlock.title });
  return { fake, go, user, dialog };
}

/** A promise the test settles when it likes. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('UnlockModal', () => {
  it("shows what unlocking gives, the server's price and promo code, and Maybe later closes it", async () => {
    const { user, dialog } = await openModal({
      price: { amountCents: 2899, currency: 'eur', promo: { code: 'HALFOFF', percentOff: 50 } },
    });
    expect(dialog.textContent).toContain('Share by e-mail or link');
    expect(dialog.textContent).not.toMatch(/\btext\b|SMS/i);
    expect(dialog.textContent).toContain('Instant RSVPs');
    expect(dialog.textContent).toContain('Up to 200 guests');
    expect(await within(dialog).findByText('€28.99')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Have a promo code? HALFOFF takes 50% off at checkout.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Unlock for €28.99' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.unlock.maybeLater }));
    expect(screen.queryByRole('dialog', { name: messages.unlock.title })).not.toBeInTheDocument();
  });

  it('holds the price’s place while it loads, and says nothing of a promo when there is none', async () => {
    const price = deferred<PriceView>();
    const { dialog } = await openModal({ price: () => price.promise });
    expect(within(dialog).getByText('Loading the price…')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Checkout' })).toBeInTheDocument();
    price.resolve({ ...PRICE, promo: null });
    expect(await within(dialog).findByText('$4.99')).toBeInTheDocument();
    expect(dialog.textContent).not.toContain('promo code');
  });

  it('starts checkout for this event and its wizard, waits with a spinner, then goes there', async () => {
    const answer = deferred<{ sessionId: string; url: string }>();
    const { fake, go, user, dialog } = await openModal({ checkout: () => answer.promise });
    const button = await within(dialog).findByRole('button', { name: 'Unlock for $4.99' });
    await user.click(button);
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.querySelector('svg.animate-spin')).toBeTruthy();
    expect(fake.calls).toContainEqual({
      path: 'payments.createCheckout',
      input: { eventId: EVENT_ID, from: 'create-event' },
    });

    answer.resolve({ sessionId: 'cs_test_1', url: CHECKOUT_URL });
    await vi.waitFor(() => expect(go).toHaveBeenCalledExactlyOnceWith(CHECKOUT_URL));
    // Still waiting while the browser leaves: no second click.
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['too many checkouts', serverError('TOO_MANY_REQUESTS', 429, 'x'), messages.checkout.tooMany],
    [
      'an event already unlocked',
      serverError('PRECONDITION_FAILED', 412, 'x'),
      'Event distribution is already unlocked or there was a configuration error.',
    ],
    ['an answer without a url', { sessionId: 'cs_test_1', url: '' }, 'No checkout URL returned.'],
    [
      'no answer at all',
      () => Promise.reject(new TypeError('Failed to fetch')),
      'Could not start checkout. Please try again.',
    ],
  ])('says why checkout did not start after %s, and stays open', async (_, checkout, text) => {
    const { go, user, dialog } = await openModal({ checkout });
    const button = await within(dialog).findByRole('button', { name: 'Unlock for $4.99' });
    await user.click(button);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(text);
    expect(go).not.toHaveBeenCalled();
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(screen.getByRole('dialog', { name: messages.unlock.title })).toBeInTheDocument();
  });

  it('opens at the checkout button, with an empty promo code field before it', async () => {
    const { dialog } = await openModal();
    const button = await within(dialog).findByRole('button', { name: 'Unlock for $4.99' });
    const field = within(dialog).getByRole('textbox', { name: 'Promo code (optional)' });
    expect((field as HTMLInputElement).value).toBe('');
    expect(document.activeElement).toBe(button);
  });

  it('sends the typed promo code, trimmed and upper-cased, before going to checkout', async () => {
    const { fake, go, user, dialog } = await openModal();
    const field = within(dialog).getByRole('textbox', { name: 'Promo code (optional)' });
    await user.type(field, ' party80 ');
    await user.click(await within(dialog).findByRole('button', { name: 'Unlock for $4.99' }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledExactlyOnceWith(CHECKOUT_URL));
    expect(callsTo(fake, 'payments.createCheckout')).toEqual([
      { eventId: EVENT_ID, from: 'create-event', promoCode: 'PARTY80' },
    ]);
  });

  it('sends the code with Enter from its field', async () => {
    const { fake, go, user, dialog } = await openModal();
    await within(dialog).findByRole('button', { name: 'Unlock for $4.99' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Promo code/ }),
      'LAUNCH100{Enter}',
    );
    await vi.waitFor(() => expect(go).toHaveBeenCalledOnce());
    expect(callsTo(fake, 'payments.createCheckout')).toEqual([
      { eventId: EVENT_ID, from: 'create-event', promoCode: 'LAUNCH100' },
    ]);
  });

  it.each([
    ['an unknown code', messages.checkout.promoUnknown],
    ['a used-up code', messages.checkout.promoUsedUp],
    ['an expired code', messages.checkout.promoExpired],
  ])('says why it refused %s under the field, keeps what was typed, and stays', async (_, text) => {
    const { go, user, dialog } = await openModal({
      checkout: (input: { promoCode?: string }) =>
        input.promoCode === 'PARTY80'
          ? { sessionId: 'cs_test_1', url: CHECKOUT_URL }
          : serverError('BAD_REQUEST', 400, text),
    });
    const field = within(dialog).getByRole('textbox', { name: 'Promo code (optional)' });
    const button = await within(dialog).findByRole('button', { name: 'Unlock for $4.99' });
    await user.type(field, 'Free4All');
    await user.click(button);

    await vi.waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const said = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(said?.textContent).toBe(text);
    expect((field as HTMLInputElement).value).toBe('Free4All');
    expect(document.activeElement).toBe(field);
    // Said once, by the field: no second alert above the button.
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(go).not.toHaveBeenCalled();
    expect(button.hasAttribute('disabled')).toBe(false);

    // Changing the code clears the message; a good code goes on to checkout.
    await user.clear(field);
    expect(field.getAttribute('aria-invalid')).toBeNull();
    await user.type(field, 'party80');
    await user.click(button);
    await vi.waitFor(() => expect(go).toHaveBeenCalledExactlyOnceWith(CHECKOUT_URL));
  });

  it('names before paying the guests no e-mail will reach, leaving out link answerers and guests with an address', async () => {
    const guest = (name: string, email: string | null, phone: string | null, viaLink = false) => ({
      id: name,
      name,
      email,
      phone,
      status: 'unsent' as const,
      ...(viaLink ? { viaLink: true as const } : {}),
    });
    const { dialog } = await openModal({
      guests: {
        entries: [
          guest('Ava', 'ava@example.com', '+15550100'),
          guest('Ben', null, '+15550101'),
          guest('Cy', null, '+15550102'),
          guest('Di', null, null),
          guest('Guest', null, null, true),
        ],
      },
    });
    expect(
      await within(dialog).findByText(
        'Ben and Cy have only a phone number. Invitations go by e-mail, so share your link with them yourself.',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Di has no e-mail address yet: add one to send the invitation.'),
    ).toBeInTheDocument();
  });

  it('sells texts too where the server texts, and then names only guests with no contact at all', async () => {
    const { dialog } = await openModal({
      price: { ...PRICE, texting: true },
      guests: {
        entries: [
          { id: 'b', name: 'Ben', email: null, phone: '+14155550101', status: 'unsent' },
          { id: 'd', name: 'Di', email: null, phone: null, status: 'unsent' },
        ],
      },
    });
    expect(await within(dialog).findByText('Share by e-mail, text or link')).toBeInTheDocument();
    expect(
      await within(dialog).findByText(
        'Di has no e-mail address yet: add one to send the invitation.',
      ),
    ).toBeInTheDocument();
    expect(dialog.textContent).not.toContain('only a phone number');
  });

  it('says nothing of reach when every guest has an e-mail address', async () => {
    const { fake, dialog } = await openModal({
      guests: { entries: [{ id: 'a', name: 'Ava', email: 'ava@example.com', phone: null }] },
    });
    expect(callsTo(fake, 'guests.list')).toEqual([{ eventId: EVENT_ID, filter: 'all' }]);
    await waitFor(() =>
      expect(
        fake.queryClient.getQueryState(
          fake.trpc.guests.list.queryKey({ eventId: EVENT_ID, filter: 'all' }),
        )?.status,
      ).toBe('success'),
    );
    expect(dialog.textContent).not.toContain('only a phone number');
    expect(dialog.textContent).not.toContain('no e-mail address');
  });

  it('closes on Escape', async () => {
    const { user } = await openModal();
    screen.getByRole('button', { name: messages.unlock.maybeLater }).focus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: messages.unlock.title })).not.toBeInTheDocument();
  });
});
