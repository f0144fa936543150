import { Icon } from '../../ui/icon.tsx';

const perks = [
  'Animated, musical video invitations from ready-made templates',
  'Send by email or a shareable link',
  'RSVPs and head counts that update live',
];

/** Why it is worth joining: the short list beside the form. */
export function WaitlistPerks() {
  return (
    <ul className="mt-6 space-y-3">
      {perks.map((perk) => (
        <li key={perk} className="flex items-start gap-3 text-white/95">
          <Icon className="mt-0.5 size-5 shrink-0 text-party-sun" viewBox="0 0 20 20">
            <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.8l-5.2 2.8 1-5.8L1.5 7.7l5.9-.9z" />
          </Icon>
          <span>{perk}</span>
        </li>
      ))}
    </ul>
  );
}
