import { createFileRoute, redirect } from '@tanstack/react-router';

/** docs/product.md (Pages): any path without a page of its own redirects to the landing page. */
export const Route = createFileRoute('/$')({
  beforeLoad: () => {
    throw redirect({ to: '/', replace: true });
  },
});
