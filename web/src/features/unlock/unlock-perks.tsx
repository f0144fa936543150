import { MAX_GUESTS_PER_EVENT } from '@partyreel/shared/limits';
import { Icon } from '../../ui/icon.tsx';

const PERKS = [
  // Only what works today: texting is not built (docs/product.md, Unlock modal).
  { title: 'Share by e-mail or link', detail: 'E-mail every guest at once, or share one link.' },
  { title: 'Instant RSVPs', detail: 'Watch the answers arrive live as guests reply.' },
  {
    title: `Up to ${MAX_GUESTS_PER_EVENT} guests`,
    detail: 'Room for the whole crew, the neighbours and the cousins.',
  },
] as const;

/** What unlocking an event gives (docs/product.md, Pages "Unlock modal"), each with a tick. */
export function UnlockPerks() {
  return (
    <ul className="space-y-3">
      {PERKS.map((perk) => (
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
