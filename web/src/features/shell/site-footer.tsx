import { SUPPORT_EMAIL } from '@partyreel/shared/messages/support';
import { Logo } from './logo.tsx';
import type { ShellLink } from './shell-link.tsx';

const linkClass = 'rounded-md font-semibold text-ink-soft hover:text-party-magenta';

export function SiteFooter({ Link }: { Link: ShellLink }) {
  return (
    <footer className="border-t border-violet-100 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-5 py-10 sm:px-8 md:flex-row md:items-center md:justify-between">
        <div>
          <Logo />
          <p className="mt-2 text-sm text-ink-soft">Invitations that get the party started.</p>
        </div>
        <nav aria-label="Footer" className="flex flex-wrap gap-x-6 gap-y-3 text-sm">
          <Link to="/waitlist" className={linkClass}>
            Join the Waitlist
          </Link>
          <Link to="/terms" className={linkClass}>
            Terms of Service
          </Link>
          <Link to="/privacy" className={linkClass}>
            Privacy Policy
          </Link>
          <a href={`mailto:${SUPPORT_EMAIL}`} className={linkClass}>
            {SUPPORT_EMAIL}
          </a>
        </nav>
      </div>
    </footer>
  );
}
