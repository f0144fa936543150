import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useVerifyEmail } from '../features/auth/use-verify-email.ts';
import { VerifyEmailPage } from '../features/auth/verify-email-page.tsx';
import { useTRPC } from '../lib/trpc.ts';

export const Route = createFileRoute('/verify-email')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token ? { token: search.token } : {},
  component: VerifyEmailRoute,
});

function VerifyEmailRoute() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { token } = Route.useSearch();
  const verify = useMutation(trpc.auth.verifyEmail.mutationOptions());
  const status = useVerifyEmail(token, async (value) => {
    await verify.mutateAsync({ token: value });
    // The account page shows whether the e-mail is verified.
    await queryClient.invalidateQueries(trpc.auth.me.queryFilter());
  });
  return <VerifyEmailPage status={status} />;
}
