import { WaitlistCount } from './waitlist-count.tsx';
import { WaitlistForm, type WaitlistFormProps } from './waitlist-form.tsx';
import { WaitlistPerks } from './waitlist-perks.tsx';

interface WaitlistPageProps extends WaitlistFormProps {
  count: number | undefined;
}

/** /waitlist: the launch-day promise beside the sign-up card. */
export function WaitlistPage({ join, count }: WaitlistPageProps) {
  return (
    <section className="bg-party-confetti relative flex flex-1 items-center overflow-hidden">
      <title>Join the Waitlist · PartyReel</title>
      <div className="mx-auto grid w-full max-w-6xl items-center gap-10 px-5 py-12 sm:px-8 md:grid-cols-2 md:py-20">
        <div className="text-white">
          <p className="inline-flex rounded-full bg-white/20 px-4 py-1 text-sm font-bold uppercase tracking-wider backdrop-blur">
            Launch-day gift
          </p>
          <h1 className="mt-4 text-4xl font-semibold leading-tight sm:text-5xl">
            Join the Waitlist
          </h1>
          <p className="mt-4 text-lg text-white/90 sm:text-xl">
            Be first in line when PartyReel opens its doors. Everyone on the list gets a{' '}
            <strong className="font-extrabold text-party-sun">100% off coupon on launch day</strong>{' '}
            — your first invitation is on us.
          </p>
          <WaitlistPerks />
        </div>
        <div className="rounded-[2rem] bg-white p-6 shadow-2xl shadow-violet-900/30 sm:p-8">
          <h2 className="text-2xl font-semibold text-ink">Save your spot</h2>
          <p className="mt-1 mb-5 text-ink-soft">One email on launch day. No spam, ever.</p>
          <WaitlistForm join={join} />
          <div className="mt-6 border-t border-violet-100 pt-5">
            <WaitlistCount count={count} />
          </div>
        </div>
      </div>
    </section>
  );
}
