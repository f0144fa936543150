import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { skipWhenRegistered } from '../features/auth/access.ts';
import { announceDroppedUploads, splitSignedIn } from '../features/auth/dropped-uploads.ts';
import { RegisterPage } from '../features/auth/register-page.tsx';
import { afterSignInPath, validateRedirectSearch } from '../features/auth/safe-redirect.ts';
import { replaceSession } from '../features/auth/session.ts';
import { useGoogleSignIn } from '../features/auth/use-google-sign-in.ts';
import { useSession } from '../features/auth/use-session.ts';
import { useTRPC } from '../lib/trpc.ts';

export const Route = createFileRoute('/register')({
  validateSearch: validateRedirectSearch,
  beforeLoad: ({ context, search }) => skipWhenRegistered(context, search),
  component: RegisterRoute,
});

function RegisterRoute() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { redirect } = Route.useSearch();
  const navigate = useNavigate();
  const me = useSession();
  const register = useMutation(trpc.auth.register.mutationOptions());
  const googleSignIn = useGoogleSignIn(redirect);
  const onRegistered = useCallback(
    () => void navigate({ href: afterSignInPath(redirect), replace: true }),
    [navigate, redirect],
  );
  return (
    <RegisterPage
      anonymous={me?.isAnonymous === true}
      redirect={redirect}
      googleSignIn={googleSignIn}
      onRegistered={onRegistered}
      register={async (input) => {
        const registered = await register.mutateAsync(input);
        // Signed in from now on; the page shows the success message, then moves on.
        const { me: session, dropped } = registered
          ? splitSignedIn(registered)
          : { me: null, dropped: undefined };
        await replaceSession({ queryClient, trpc }, session);
        announceDroppedUploads(dropped);
      }}
    />
  );
}
