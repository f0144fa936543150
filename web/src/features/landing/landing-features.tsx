import type { PriceView } from '@partyreel/shared/payments/payment-input';

const steps = [
  {
    title: 'Pick a template',
    text: 'Birthdays, Halloween, wizards, dinosaurs, pool parties — dozens of animated themes, each with music to match.',
    tint: 'bg-fuchsia-100 text-fuchsia-700',
  },
  {
    title: 'Make it yours',
    text: 'Add the details, a photo, a short video and your song. Preview it exactly as your guests will see it.',
    tint: 'bg-amber-100 text-amber-700',
  },
  {
    title: 'Send and celebrate',
    text: 'Invite by email or share one link. Guests accept or decline in a tap, and your head count updates live.',
    tint: 'bg-emerald-100 text-emerald-700',
  },
];

export interface LandingFeaturesProps {
  /**
   * The promo code marketing mentions (docs/product.md, What PartyReel is: 80% off), from
   * payments.price; null: none.
   */
  promo: PriceView['promo'];
}

/** How it works, in three cards, and the promo code when one is on offer. */
export function LandingFeatures({ promo }: LandingFeaturesProps) {
  return (
    <section
      aria-labelledby="how-it-works"
      className="mx-auto w-full max-w-6xl px-5 py-16 sm:px-8 md:py-24"
    >
      <h2 id="how-it-works" className="text-center text-3xl font-semibold sm:text-4xl">
        Party invitations, <span className="text-party">reimagined</span>
      </h2>
      <p className="mx-auto mt-3 max-w-2xl text-center text-lg text-ink-soft">
        From idea to RSVPs in minutes. Texting guests is coming soon.
      </p>
      <ol className="mt-12 grid gap-6 md:grid-cols-3">
        {steps.map((step, index) => (
          <li
            key={step.title}
            className="rounded-3xl bg-white p-7 shadow-lg shadow-violet-900/5 ring-1 ring-violet-100"
          >
            <span
              className={`grid size-12 place-items-center rounded-2xl font-display text-xl font-semibold ${step.tint}`}
            >
              {index + 1}
            </span>
            <h3 className="mt-5 text-xl font-semibold">{step.title}</h3>
            <p className="mt-2 text-ink-soft">{step.text}</p>
          </li>
        ))}
      </ol>
      {promo ? (
        <p className="mx-auto mt-10 w-fit max-w-full rounded-2xl bg-amber-100 px-5 py-3 text-center font-semibold text-amber-900">
          Use code <span className="font-display font-bold tracking-wide">{promo.code}</span> for{' '}
          {promo.percentOff}% off unlocking your first invitation.
        </p>
      ) : null}
    </section>
  );
}
