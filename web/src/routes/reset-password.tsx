import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../features/auth/reset-password-page.tsx';
import { useTRPC } from '../lib/trpc.ts';

export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string } =>
    typeof search.token === 'string' && search.token ? { token: search.token } : {},
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const { token } = Route.useSearch();
  const reset = useMutation(trpc.auth.resetPassword.mutationOptions());
  return (
    <ResetPasswordPage
      resetPassword={
        token
          ? async (password) => {
              await reset.mutateAsync({ token, password });
              // Every session of that user has ended, this browser's included if it was theirs.
              await queryClient.invalidateQueries(trpc.auth.me.queryFilter());
            }
          : undefined
      }
    />
  );
}
