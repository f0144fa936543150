import { SUPPORT_EMAIL } from '@partyreel/shared/messages';

/** The support address as a mail link, for the legal pages' prose. */
export function SupportLink() {
  return (
    <a
      href={`mailto:${SUPPORT_EMAIL}`}
      className="font-bold text-party-magenta underline decoration-2 underline-offset-2"
    >
      {SUPPORT_EMAIL}
    </a>
  );
}
