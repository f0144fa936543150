import { createFileRoute, Link } from '@tanstack/react-router';
import { requireRegisteredUser } from '../../features/auth/access.ts';
import { buttonStyles } from '../../ui/button-styles.ts';

/** Event detail (SPEC.md §2): only a placeholder until the page is built. */
export const Route = createFileRoute('/event/$eventId')({
  beforeLoad: ({ context, location }) => requireRegisteredUser(context, location),
  component: EventPlaceholder,
});

function EventPlaceholder() {
  return (
    <section className="mx-auto w-full max-w-xl px-5 py-20 text-center">
      <title>Event · PartyReel</title>
      <h1 className="text-4xl font-semibold text-ink">Your event page is on its way</h1>
      <p className="mt-3 text-lg text-ink-soft">
        Soon you'll see the details, guests and answers for this party right here.
      </p>
      <Link to="/dashboard" className={`${buttonStyles.primary} mt-8`}>
        Back to dashboard
      </Link>
    </section>
  );
}
