import {
  isPreviewRequest,
  PREVIEW_DATA,
  PREVIEW_PATH,
  type PreviewDataMessage,
  type PreviewPayload,
} from './preview-protocol.ts';
import { forgetStoredPreview } from './preview-storage.ts';

/** How often the opener looks whether the preview tab was closed, to stop listening for it. */
const CLOSED_CHECK_MS = 1000;

export interface OpenedPreview {
  /** The preview's tab. */
  window: Window;
  /** Stops answering the tab (done by itself once the tab is closed). */
  stop: () => void;
}

/**
 * Opens the full preview (/preview-invitation) in a new tab and answers its requests for what to
 * play, from that tab and this origin only. Returns null when the browser blocked the new tab: call
 * it from a click.
 */
export function openInvitationPreview(payload: PreviewPayload): OpenedPreview | null {
  forgetStoredPreview();
  // No 'noopener': the preview needs its opener to ask for the data.
  const opened = window.open(PREVIEW_PATH, '_blank');
  if (!opened) return null;
  const origin = window.location.origin;
  const message: PreviewDataMessage = {
    type: PREVIEW_DATA,
    templateId: payload.templateId,
    data: payload.data,
    ...(payload.hostMessage ? { hostMessage: payload.hostMessage } : {}),
  };

  const answer = (event: MessageEvent) => {
    if (event.source !== opened || event.origin !== origin) return;
    if (!isPreviewRequest(event.data)) return;
    opened.postMessage(message, origin);
  };
  const watch = setInterval(() => {
    if (opened.closed) stop();
  }, CLOSED_CHECK_MS);
  function stop() {
    clearInterval(watch);
    window.removeEventListener('message', answer);
  }
  window.addEventListener('message', answer);
  return { window: opened, stop };
}
