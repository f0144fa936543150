import { messages, SUPPORT_EMAIL } from '@partyreel/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTRPC } from '../../lib/trpc.ts';
import { formatPrice } from './unlock-price.ts';

/** How long after a checkout comes back the page keeps asking: a second payment's webhook is late. */
export const DUPLICATE_WATCH_MS = 60_000;
const DUPLICATE_POLL_MS = 3_000;

export interface DuplicatePaymentNoticeProps {
  eventId: string;
  /** The host just came back from a paid checkout: ask again for a while. */
  watch: boolean;
}

/**
 * A line on the event page when the event was paid for twice (two tabs, a retried checkout): the
 * second payment was refunded, or support will refund it (docs/decisions/034). Nothing while there
 * is none, or while it cannot be read. Just back from a checkout, it asks every few seconds for a
 * minute, since that payment's webhook may arrive after the page.
 */
export function DuplicatePaymentNotice({ eventId, watch }: DuplicatePaymentNoticeProps) {
  const trpc = useTRPC();
  const [watchUntil] = useState(() => (watch ? Date.now() + DUPLICATE_WATCH_MS : 0));
  const query = useQuery({
    ...trpc.payments.duplicates.queryOptions({ eventId }),
    refetchInterval: () => (Date.now() < watchUntil ? DUPLICATE_POLL_MS : false),
  });
  const duplicates = query.data ?? [];
  if (duplicates.length === 0) return null;
  return (
    <div
      role="status"
      className="space-y-1 rounded-2xl bg-amber-50 px-4 py-3 font-semibold text-amber-900 ring-1 ring-amber-200"
    >
      {duplicates.map((duplicate) => {
        const amount = formatPrice(duplicate.amountCents, duplicate.currency);
        return duplicate.status === 'refunded' ? (
          <p key={duplicate.id}>{messages.checkout.duplicateRefunded(amount)}</p>
        ) : (
          <p key={duplicate.id}>
            {messages.checkout.duplicateForSupport(amount)}{' '}
            <a href={`mailto:${SUPPORT_EMAIL}`} className="underline underline-offset-2">
              Contact support
            </a>
          </p>
        );
      })}
    </div>
  );
}
