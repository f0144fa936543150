import { MAX_GUESTS_PER_EVENT } from '@partyreel/shared/limits';
import { Icon } from '../../ui/icon.tsx';
import { useUnlockPrice } from './use-unlock-price.ts';

/** How guests are reached: by text too only where this server texts (docs/decisions/070). */
const SHARING = {
  withTexts: {
    title: 'Share by e-mail, text or link',
    detail: 'E-mail or text every guest at once, or share one link.',
  },
  withoutTexts: {
    title: 'Share by e-mail or link',
    detail: 'E-mail every guest at once, or share one link.',
  },
} as const;

const PERKS = [
  { title: 'Instant RSVPs', detail: 'Watch the answers arrive live as guests reply.' },
  {
    title: `Up to ${MAX_GUESTS_PER_EVENT} guests`,
    detail: 'Room for the whole crew, the neighbours and the cousins.',
  },
] as const;

/**
 * What unlocking an event gives (docs/product.md, Pages "Unlock modal"), each with a tick: only
 * what works here (texts only where the server texts; until the price is read, the e-mail line).
 */
export function UnlockPerks() {
  const price = useUnlockPrice();
  const perks = [price.data?.texting ? SHARING.withTexts : SHARING.withoutTexts, ...PERKS];
  return (
    <ul className="space-y-3">
      {perks.map((perk) => (
        <li key={perk.title} className="flex gap-3">
          <span
            aria-hidden="true"
            className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-emerald-100 text-emerald-700"
          >
            <Icon className="size-4" viewBox="0 0 20 20">
              <path d="M8 13.6 4.4 10l-1.3 1.3L8 16.2l9-9-1.3-1.3Z" />
            </Icon>
          </span>
          <span>
            <span className="block font-bold">{perk.title}</span>
            <span className="block text-sm text-ink-soft">{perk.detail}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
