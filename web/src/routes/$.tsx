import { createFileRoute, redirect } from '@tanstack/react-router';

/** SPEC.md §2: any path without a page of its own redirects to the landing page. */
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
