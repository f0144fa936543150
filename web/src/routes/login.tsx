import { useMutation } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { skipWhenRegistered } from '../features/auth/access.ts';
import { LoginPage } from '../features/auth/login-page.tsx';
import { validateRedirectSearch } from '../features/auth/safe-redirect.ts';
import { useFinishSignIn } from '../features/auth/use-finish-sign-in.ts';
import { useGoogleSignIn } from '../features/auth/use-google-sign-in.ts';
import { useTRPC } from '../lib/trpc.ts';

export const Route = createFileRoute('/login')({
  validateSearch: validateRedirectSearch,
  beforeLoad: ({ context, search }) => skipWhenRegistered(context, search),
  component: LoginRoute,
});

function LoginRoute() {
  const trpc = useTRPC();
  const { redirect } = Route.useSearch();
  const login = useMutation(trpc.auth.login.mutationOptions());
  const finish = useFinishSignIn(redirect);
  const googleSignIn = useGoogleSignIn(redirect);
  return (
    <LoginPage
      redirect={redirect}
      googleSignIn={googleSignIn}
      login={async (input) => {
        const me = await login.mutateAsync(input);
        if (me) await finish(me);
      }}
    />
  );
}
