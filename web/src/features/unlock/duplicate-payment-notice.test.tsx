import { messages, SUPPORT_EMAIL } from '@partyreel/shared/messages';
import type { DuplicatePaymentView } from '@partyreel/shared/payments/payment-input';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { callsTo, type FakeAnswer, fakeTrpc, renderWithTrpc } from '../../test/fake-trpc.tsx';
import { DuplicatePaymentNotice } from './duplicate-payment-notice.tsx';

afterEach(cleanup);

const EVENT_ID = '3f6c2a1e-1111-4000-8000-000000000002';
const refunded: DuplicatePaymentView = {
  id: 'p1',
  status: 'refunded',
  amountCents: 499,
  currency: 'usd',
};
const forSupport: DuplicatePaymentView = {
  id: 'p2',
  status: 'duplicate',
  amountCents: 2899,
  currency: 'eur',
};

async function renderNotice(answer: FakeAnswer<'payments.duplicates'>, watch = false) {
  const fake = fakeTrpc({ 'payments.duplicates': answer });
  await renderWithTrpc(<DuplicatePaymentNotice eventId={EVENT_ID} watch={watch} />, fake);
  return fake;
}

describe('DuplicatePaymentNotice', () => {
  it('tells the host a second payment was refunded, with its amount', async () => {
    const fake = await renderNotice([refunded]);
    expect((await screen.findByRole('status')).textContent).toBe(
      messages.checkout.duplicateRefunded('$4.99'),
    );
    expect(callsTo(fake, 'payments.duplicates')).toEqual([{ eventId: EVENT_ID }]);
  });

  it('says support will refund one that was not, with a way to write to them', async () => {
    await renderNotice([forSupport]);
    const status = await screen.findByRole('status');
    expect(status.textContent).toContain(messages.checkout.duplicateForSupport('€28.99'));
    const link = screen.getByRole('link', { name: 'Contact support' });
    expect(link.getAttribute('href')).toBe(`mailto:${SUPPORT_EMAIL}`);
  });

  it('says nothing when the event was paid for once, or when it cannot ask', async () => {
    await renderNotice([]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    cleanup();
    await renderNotice(new Error('down'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('asks again after a checkout came back, until the late second payment shows', async () => {
    let asked = 0;
    await renderNotice(() => (++asked < 2 ? [] : [refunded]), true);
    expect(
      await screen.findByText(messages.checkout.duplicateRefunded('$4.99'), {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(asked).toBeGreaterThanOrEqual(2);
  });
});
