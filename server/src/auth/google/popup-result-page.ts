import type { DroppedUploads } from '@partyreel/shared/auth';
import { messages } from '@partyreel/shared/messages';
import type { FastifyReply } from 'fastify';
import { scriptHash } from '../../http/security-headers.ts';

/** How sign-in went; when it claimed an anonymous session, what that could not keep. */
export type PopupResult =
  | { ok: true; droppedUploads?: DroppedUploads }
  | { ok: false; reason: string };

/** The message type the opener listens for. */
export const GOOGLE_POPUP_MESSAGE = 'partyreel:google-sign-in';

/**
 * The page the popup ends on: it tells the window that opened it how sign-in went (only that window,
 * only on our origin) and closes; the opener shows what was dropped. Opened without an opener, it
 * goes back to the app, unless uploads were dropped: then it stays, says so, and links back, as
 * nothing else would ever tell the host.
 */
export function popupResultPage(reply: FastifyReply, appOrigin: string, result: PopupResult) {
  const message = JSON.stringify({ type: GOOGLE_POPUP_MESSAGE, ...result }).replace(
    /</g,
    '\\u003c',
  );
  const target = JSON.stringify(appOrigin).replace(/</g, '\\u003c');
  const next = result.ok ? '/dashboard' : '/login';
  const dropped = result.ok ? result.droppedUploads : undefined;
  const notice = dropped ? messages.auth.uploadsDroppedOnSignIn(dropped.count, dropped.bytes) : '';
  const withoutOpener = dropped
    ? ''
    : ` else { window.location.replace(${JSON.stringify(next)}); }`;
  const script = `
  if (window.opener) { window.opener.postMessage(${message}, ${target}); window.close(); }${withoutOpener}
`;
  // Its one inline script runs by its hash; nothing else may run, load or frame it.
  const policy = `default-src 'none'; script-src ${scriptHash(script)}; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
  return reply
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', policy)
    .send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>PartyReel sign-in</title></head>
<body style="font-family: system-ui, sans-serif; padding: 2rem">
<p>${result.ok ? 'Signed in. You can close this window.' : 'Sign-in did not complete. You can close this window.'}</p>
${notice ? `<p role="status">${escapeHtml(notice)}</p>\n` : ''}<p><a href="${next}">Continue to PartyReel</a></p>
<script>${script}</script>
</body></html>`);
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/'/g, '&#39;')
    .replace(/"/g, '&quot;');
}
