import { useEffect, useState } from 'react';
import { INIT_MAX_ATTEMPTS, INIT_RETRY_MS } from '../player/fancy-protocol.ts';
import {
  PREVIEW_REQUEST,
  type PreviewPayload,
  type PreviewRequestMessage,
  parsePreviewDataMessage,
} from './preview-protocol.ts';
import { readStoredPreview, storePreview } from './preview-storage.ts';

export type PreviewSource =
  | { status: 'waiting' }
  | { status: 'ready'; payload: PreviewPayload }
  | { status: 'failed' };

/** The window that opened this tab, while it is still open. */
function openerWindow(): Window | null {
  const opener: Window | null = window.opener;
  return opener && !opener.closed ? opener : null;
}

function initialSource(): PreviewSource {
  const stored = readStoredPreview();
  if (stored) return { status: 'ready', payload: stored };
  return openerWindow() ? { status: 'waiting' } : { status: 'failed' };
}

/**
 * What the preview tab plays: what it kept in session storage (a reload), or else what its opener
 * answers when asked. The request is repeated every 50 ms up to 200 times (the rhythm for preview
 * initialisation, docs/product.md, Limits and validation), then the preview has failed; with no
 * opener it fails at once. Only an answer from the opener itself, on this origin, in the expected
 * shape, is taken.
 */
export function usePreviewPayload(): PreviewSource {
  const [source, setSource] = useState(initialSource);
  const waiting = source.status === 'waiting';

  useEffect(() => {
    if (!waiting) return;
    const opener = openerWindow();
    if (!opener) {
      setSource({ status: 'failed' });
      return;
    }
    const origin = window.location.origin;
    const request: PreviewRequestMessage = { type: PREVIEW_REQUEST };
    let attempts = 0;
    const ask = () => {
      attempts += 1;
      opener.postMessage(request, origin);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.source !== opener || event.origin !== origin) return;
      const payload = parsePreviewDataMessage(event.data);
      if (!payload) return;
      storePreview(payload);
      setSource({ status: 'ready', payload });
    };
    const timer = setInterval(() => {
      if (attempts < INIT_MAX_ATTEMPTS) return ask();
      clearInterval(timer);
      setSource({ status: 'failed' });
    }, INIT_RETRY_MS);
    window.addEventListener('message', onMessage);
    ask();
    return () => {
      clearInterval(timer);
      window.removeEventListener('message', onMessage);
    };
  }, [waiting]);

  return source;
}
