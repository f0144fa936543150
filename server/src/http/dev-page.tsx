import type { FastifyReply } from 'fastify';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

// Pages the server renders itself (the dev mailbox, the dev checkout). React escapes every text and
// attribute, so nothing a user typed can become markup on them.

/** The pages run no script; their forms post only to this app. */
const PAGE_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src * data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** A whole HTML document around `children`, with its own styles. */
export function renderPage(title: string, css: string, children: ReactNode): string {
  return `<!doctype html>${renderToStaticMarkup(
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{title}</title>
        <style>{css}</style>
      </head>
      <body>{children}</body>
    </html>,
  )}`;
}

/**
 * Sends a rendered page: no script, no framing, no sniffing, never cached; the referrer only to our
 * own origin ('no-referrer' would make the browser send `Origin: null` with the page's own form
 * posts — Pay on the dev checkout — which the CSRF check rightly refuses).
 */
export function sendPage(reply: FastifyReply, html: string, status = 200) {
  return reply
    .code(status)
    .header('content-security-policy', PAGE_POLICY)
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'same-origin')
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}
