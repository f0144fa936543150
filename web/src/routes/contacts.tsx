import { createFileRoute } from '@tanstack/react-router';
import { requireRegisteredUser } from '../features/auth/access.ts';
import { isRegistered } from '../features/auth/session.ts';
import { useSession } from '../features/auth/use-session.ts';
import { ContactsPage } from '../features/contacts/contacts-page.tsx';
import { contactPagesOptions } from '../features/contacts/contacts-query.ts';

export const Route = createFileRoute('/contacts')({
  beforeLoad: ({ context, location }) => requireRegisteredUser(context, location),
  // The list arrives with the page; a failure is shown in the page, with a retry, not as an error page.
  loader: ({ context }) =>
    context.queryClient.prefetchInfiniteQuery(contactPagesOptions(context.trpc)),
  component: ContactsRoute,
});

function ContactsRoute() {
  // Signing out from this page: nothing to show (or to ask the server for) while the app moves on.
  if (!isRegistered(useSession())) return null;
  return <ContactsPage />;
}
