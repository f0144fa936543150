import { createFileRoute } from '@tanstack/react-router';
import { InvitationPreviewPage } from '../features/preview/invitation-preview-page.tsx';
import { PreviewRouteError } from '../features/preview/preview-status.tsx';

/**
 * docs/product.md (Pages): the full preview, open to all, in a tab its opener gave the invitation
 * to. It sits in the site's shell (the root route renders it for every page) and fills the space
 * between header and footer.
 */
export const Route = createFileRoute('/preview-invitation')({
  component: PreviewInvitationRoute,
  errorComponent: PreviewRouteError,
});

function PreviewInvitationRoute() {
  return <InvitationPreviewPage />;
}
