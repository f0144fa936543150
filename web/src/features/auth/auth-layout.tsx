import type { ReactNode } from 'react';
import { Icon } from '../../ui/icon.tsx';

interface AuthLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Under the card: the way to the other sign-in page. */
  footer?: ReactNode;
}

/** The sign-in, sign-up and password pages: one friendly card in the middle of a soft backdrop. */
export function AuthLayout({ title, subtitle, children, footer }: AuthLayoutProps) {
  return (
    <section className="relative flex flex-1 justify-center overflow-hidden px-4 py-8 sm:items-center sm:px-6 sm:py-16">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_12%_18%,rgb(219_39_119/0.14),transparent_40%),radial-gradient(circle_at_88%_12%,rgb(109_40_217/0.16),transparent_42%),radial-gradient(circle_at_70%_95%,rgb(249_115_22/0.14),transparent_40%)]"
      />
      <div className="relative w-full max-w-md">
        <div className="rounded-[2rem] bg-white px-5 py-8 shadow-2xl shadow-violet-900/10 ring-1 ring-violet-100 sm:px-10 sm:py-10">
          <div className="mb-7 text-center">
            <span
              aria-hidden="true"
              className="bg-party mx-auto grid size-14 place-items-center rounded-2xl text-white shadow-lg shadow-fuchsia-500/30"
            >
              <Icon className="size-7">
                <path d="M12 2.5l1.9 4.6 4.6 1.9-4.6 1.9L12 15.5l-1.9-4.6L5.5 9l4.6-1.9zM18.5 14l.9 2.1 2.1.9-2.1.9-.9 2.1-.9-2.1-2.1-.9 2.1-.9zM6 15.5l.8 1.7 1.7.8-1.7.8L6 20.5l-.8-1.7-1.7-.8 1.7-.8z" />
              </Icon>
            </span>
            <h1 className="mt-4 text-3xl font-semibold text-ink sm:text-4xl">{title}</h1>
            {subtitle ? <p className="mt-2 text-ink-soft">{subtitle}</p> : null}
          </div>
          {children}
        </div>
        {footer ? <div className="mt-6 text-center text-ink-soft">{footer}</div> : null}
      </div>
    </section>
  );
}
