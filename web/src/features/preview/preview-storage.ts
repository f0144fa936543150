import {
  PREVIEW_STORAGE_KEY,
  type PreviewPayload,
  parsePreviewPayload,
} from './preview-protocol.ts';

/**
 * The preview this tab was given, kept in session storage: it survives a reload of the tab and
 * goes when the tab closes. Storage that is blocked or full is treated as empty, never as an error.
 */
export function readStoredPreview(): PreviewPayload | null {
  try {
    const text = window.sessionStorage.getItem(PREVIEW_STORAGE_KEY);
    return text === null ? null : parsePreviewPayload(JSON.parse(text));
  } catch {
    return null;
  }
}

export function storePreview(payload: PreviewPayload): void {
  try {
    window.sessionStorage.setItem(PREVIEW_STORAGE_KEY, JSON.stringify(payload));
  } catch {
    // Without storage the preview still plays; only a reload of the tab cannot.
  }
}

/**
 * Forgets the kept preview. A tab opened with window.open starts with a copy of its opener's
 * session storage, so a page about to open a preview forgets any it kept (it was a preview tab
 * before): the new tab would otherwise play that one instead of asking.
 */
export function forgetStoredPreview(): void {
  try {
    window.sessionStorage.removeItem(PREVIEW_STORAGE_KEY);
  } catch {
    // Nothing kept, nothing copied.
  }
}
