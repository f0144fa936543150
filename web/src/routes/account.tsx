import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '../features/account/account-page.tsx';
import { requireRegisteredUser } from '../features/auth/access.ts';
import { isRegistered } from '../features/auth/session.ts';
import { useSession } from '../features/auth/use-session.ts';
import { useTRPC } from '../lib/trpc.ts';

export const Route = createFileRoute('/account')({
  beforeLoad: ({ context, location }) => requireRegisteredUser(context, location),
  component: AccountRoute,
});

function AccountRoute() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const me = useSession();
  const updateProfile = useMutation(trpc.account.updateProfile.mutationOptions());
  const changePassword = useMutation(trpc.account.changePassword.mutationOptions());
  const resend = useMutation(trpc.auth.resendVerification.mutationOptions());
  // Signing out from this page: nothing to show while the app moves on.
  if (!isRegistered(me)) return null;
  return (
    <AccountPage
      me={me}
      updateProfile={async (displayName) => {
        const updated = await updateProfile.mutateAsync({ displayName });
        queryClient.setQueryData(trpc.auth.me.queryKey(), updated);
      }}
      changePassword={async (input) => {
        await changePassword.mutateAsync(input);
      }}
      resendVerification={async () => {
        await resend.mutateAsync();
      }}
    />
  );
}
