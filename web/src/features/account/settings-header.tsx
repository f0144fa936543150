import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Icon } from '../../ui/icon.tsx';

/** The top of a host's settings page (My Account, Contacts): the way back, the title, a lead. */
export function SettingsHeader({ title, lead }: { title: string; lead: ReactNode }) {
  return (
    <>
      <Link
        to="/dashboard"
        className="inline-flex items-center gap-1.5 rounded-full py-1 pr-3 font-bold text-party-plum hover:text-party-magenta"
      >
        <Icon className="size-5" viewBox="0 0 20 20">
          <path d="M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0Z" />
        </Icon>
        Back to dashboard
      </Link>
      <h1 className="mt-4 text-4xl font-semibold text-ink sm:text-5xl">{title}</h1>
      <p className="mt-2 text-lg text-ink-soft">{lead}</p>
    </>
  );
}
