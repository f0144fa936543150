import { messages } from '@partyreel/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { readServerError } from '../../lib/server-error.ts';
import { useTRPC } from '../../lib/trpc.ts';
import { HostMessage } from '../guest/host-message.tsx';
import { titleText } from '../player/details.ts';
import type { InvitationData } from '../player/invitation-data.ts';
import { InvitationStage } from './invitation-stage.tsx';
import type { PreviewPayload } from './preview-protocol.ts';
import { PreviewFailure, PreviewLoading } from './preview-status.tsx';

/**
 * The full preview of one invitation (docs/product.md, Pages "Full-preview variants"), filling the
 * stage: its template comes from the server, then InvitationStage plays it as the full preview
 * does.
 */
export function PreviewStage({ payload }: { payload: PreviewPayload }) {
  const trpc = useTRPC();
  const template = useQuery(trpc.templates.byId.queryOptions({ id: payload.templateId }));
  usePreviewTitle(payload.data);

  if (template.isPending) return <PreviewLoading />;
  if (template.isError) {
    const notFound = readServerError(template.error)?.code === 'NOT_FOUND';
    return (
      <PreviewFailure
        message={notFound ? messages.preview.resourcesMissing : messages.preview.loadFailed}
      />
    );
  }
  return (
    <>
      <InvitationStage place="full" template={template.data} data={payload.data} />
      {payload.hostMessage ? (
        <div className="mx-auto w-full max-w-lg px-4 py-6">
          <HostMessage message={payload.hostMessage} />
        </div>
      ) : null}
    </>
  );
}

/** The tab is named after the invitation while it shows. */
function usePreviewTitle(data: InvitationData) {
  const title = titleText(data);
  useEffect(() => {
    const previous = document.title;
    document.title = `Preview: ${title}`;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
