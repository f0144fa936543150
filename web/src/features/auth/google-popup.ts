/** The message the popup's last page posts to its opener (server/src/auth/google/popup-result-page.ts). */
const POPUP_MESSAGE = 'partyreel:google-sign-in';

const START_PATH = '/api/auth/google/start';
const POLL_MS = 400;
/** A popup that closes itself posts its result first; give that message a moment to arrive. */
const CLOSE_GRACE_MS = 1000;

export type PopupOutcome = 'signed-in' | 'failed' | 'closed';

function isPopupMessage(data: unknown): data is { type: string; ok: unknown } {
  return typeof data === 'object' && data !== null && 'type' in data && data.type === POPUP_MESSAGE;
}

/**
 * Opens Google sign-in in a popup and resolves with how it ended: 'signed-in' or 'failed' as the
 * popup reported, 'failed' when the browser blocked the popup, 'closed' when it went away without
 * a word (the caller then asks the server whether sign-in happened anyway). Call it straight from
 * a click handler, before any await, or the browser will block the popup.
 */
export function openGooglePopup(): Promise<PopupOutcome> {
  const popup = window.open(START_PATH, 'partyreel-google', 'width=500,height=650');
  if (!popup) return Promise.resolve('failed');
  popup.focus();

  return new Promise((resolve) => {
    let grace: ReturnType<typeof setTimeout> | undefined;
    const finish = (outcome: PopupOutcome) => {
      window.removeEventListener('message', onMessage);
      clearInterval(poll);
      clearTimeout(grace);
      resolve(outcome);
    };
    const onMessage = (event: MessageEvent) => {
      // Only our own pages may speak for the popup.
      if (event.origin !== window.location.origin || !isPopupMessage(event.data)) return;
      finish(event.data.ok === true ? 'signed-in' : 'failed');
    };
    window.addEventListener('message', onMessage);
    const poll = setInterval(() => {
      if (popup.closed && grace === undefined) {
        grace = setTimeout(() => finish('closed'), CLOSE_GRACE_MS);
      }
    }, POLL_MS);
  });
}
