import { FANCY_ERROR, FANCY_SCRIPT_ONERROR } from '@partyreel/shared/templates/fancy-frame';
import type { InvitationData } from './invitation-data.ts';

export { FANCY_ERROR };

/**
 * How the page and a fancy template's sandboxed bundle talk (docs/architecture.md, The player). The
 * frame has an opaque origin (no allow-same-origin), so messages carry no secrets and the page
 * checks only that they come from its own frame.
 *
 * frame → page  { type: 'partyreel:ready' }         the bundle is listening
 * page → frame  { type: 'partyreel:init', data }    the invitation to show (sent again on change)
 * frame → page  { type: 'partyreel:initialized' }   the bundle has drawn it
 * frame → page  { type: 'partyreel:error', reason } the bundle's script did not load
 */
export const FANCY_READY = 'partyreel:ready';
export const FANCY_INIT = 'partyreel:init';
export const FANCY_INITIALIZED = 'partyreel:initialized';

/**
 * docs/product.md (Limits and validation): initialisation is retried every 50 ms, up to 200 times.
 */
export const INIT_RETRY_MS = 50;
export const INIT_MAX_ATTEMPTS = 200;
/** docs/product.md (Limits and validation): the preview renders after a 200 ms delay. */
export const PREVIEW_RENDER_DELAY_MS = 200;

export interface FancyInitMessage {
  type: typeof FANCY_INIT;
  data: InvitationData;
}

export type FancyFrameMessage =
  | { type: typeof FANCY_READY }
  | { type: typeof FANCY_INITIALIZED }
  | { type: typeof FANCY_ERROR; reason?: string };

export function isFancyFrameMessage(value: unknown): value is FancyFrameMessage {
  if (typeof value !== 'object' || value === null) return false;
  const type = (value as { type?: unknown }).type;
  return type === FANCY_READY || type === FANCY_INITIALIZED || type === FANCY_ERROR;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A bundle address made absolute on `origin`, with the cache-busting `v` parameter. */
export function bundleUrl(origin: string, path: string, version: number): string {
  const url = new URL(path, origin);
  url.searchParams.set('v', String(version));
  return url.href;
}

/**
 * The frame's document: the bundle's stylesheet and script, and a root element for it to draw
 * in. A script that fails to load reports it, so the page can say so instead of waiting: that
 * `onerror` is the frame's only inline script, which the server's Content-Security-Policy (inherited
 * by a srcdoc frame) allows by its hash, so it must stay exactly FANCY_SCRIPT_ONERROR.
 */
export function fancySrcDoc({
  origin,
  bundle,
  version,
  title,
}: {
  origin: string;
  bundle: { css: string; js: string };
  version: number;
  title: string;
}): string {
  const css = escapeHtml(bundleUrl(origin, bundle.css, version));
  const js = escapeHtml(bundleUrl(origin, bundle.js, version));
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<link rel="stylesheet" href="${css}">`,
    '</head><body>',
    '<div id="partyreel-root"></div>',
    `<script src="${js}" onerror="${FANCY_SCRIPT_ONERROR}"></script>`,
    '</body></html>',
  ].join('');
}
