import { useMutation } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page.tsx';
import { useTRPC } from '../lib/trpc.ts';

export const Route = createFileRoute('/forgot-password')({
  component: ForgotPasswordRoute,
});

function ForgotPasswordRoute() {
  const trpc = useTRPC();
  const request = useMutation(trpc.auth.requestPasswordReset.mutationOptions());
  return (
    <ForgotPasswordPage
      requestReset={async (email) => {
        await request.mutateAsync({ email });
      }}
    />
  );
}
