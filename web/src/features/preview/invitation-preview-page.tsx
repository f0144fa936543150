import { messages } from '@partyreel/shared/messages';
import { PreviewStage } from './preview-stage.tsx';
import { PreviewFailure, PreviewLoading } from './preview-status.tsx';
import { usePreviewPayload } from './use-preview-payload.ts';

/**
 * /preview-invitation (docs/product.md, Pages): a tab opened by openInvitationPreview. It plays
 * what it kept from before a reload, or asks its opener what to play; with neither it says 'Failed
 * to load preview'.
 */
export function InvitationPreviewPage() {
  const source = usePreviewPayload();
  return (
    <div className="relative isolate flex flex-1 flex-col bg-ink">
      <h1 className="sr-only">Invitation preview</h1>
      {source.status === 'ready' ? (
        <PreviewStage payload={source.payload} />
      ) : source.status === 'failed' ? (
        <PreviewFailure message={messages.preview.loadFailed} />
      ) : (
        <PreviewLoading />
      )}
    </div>
  );
}
