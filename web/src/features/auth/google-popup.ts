import type { DroppedUploads } from '@partyreel/shared/auth';
import { readDroppedUploads } from './dropped-uploads.ts';

/** The message the popup's last page posts to its opener (server/src/auth/google/popup-result-page.ts). */
const POPUP_MESSAGE = 'partyreel:google-sign-in';

const START_PATH = '/api/auth/google/start';
const POLL_MS = 400;
/** A popup that closes itself posts its result first; give that message a moment to arrive. */
const CLOSE_GRACE_MS = 1000;

export type PopupOutcome = 'signed-in' | 'failed' | 'closed';

/** How the popup ended, and what signing in could not keep from before (its storage was full). */
export interface PopupResult {
  outcome: PopupOutcome;
  droppedUploads?: DroppedUploads;
}

function isPopupMessage(
  data: unknown,
): data is { type: string; ok: unknown; droppedUploads?: unknown } {
  return typeof data === 'object' && data !== null && 'type' in data && data.type === POPUP_MESSAGE;
}

/**
 * Opens Google sign-in in a popup and resolves with how it ended: 'signed-in' or 'failed' as the
 * popup reported, 'failed' when the browser blocked the popup, 'closed' when it went away without
 * a word (the caller then asks the server whether sign-in happened anyway). Call it straight from
 * a click handler, before any await, or the browser will block the popup.
 */
export function openGooglePopup(): Promise<PopupResult> {
  const popup = window.open(START_PATH, 'partyreel-google', 'width=500,height=650');
  if (!popup) return Promise.resolve({ outcome: 'failed' });
  popup.focus();

  return new Promise((resolve) => {
    let grace: ReturnType<typeof setTimeout> | undefined;
    const finish = (result: PopupResult) => {
      window.removeEventListener('message', onMessage);
      clearInterval(poll);
      clearTimeout(grace);
      resolve(result);
    };
    const onMessage = (event: MessageEvent) => {
      // Only our own pages may speak for the popup.
      if (event.origin !== window.location.origin || !isPopupMessage(event.data)) return;
      if (event.data.ok !== true) return finish({ outcome: 'failed' });
      const droppedUploads = readDroppedUploads(event.data.droppedUploads);
      finish(droppedUploads ? { outcome: 'signed-in', droppedUploads } : { outcome: 'signed-in' });
    };
    window.addEventListener('message', onMessage);
    const poll = setInterval(() => {
      if (popup.closed && grace === undefined) {
        grace = setTimeout(() => finish({ outcome: 'closed' }), CLOSE_GRACE_MS);
      }
    }, POLL_MS);
  });
}
