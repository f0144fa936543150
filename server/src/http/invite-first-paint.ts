import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '@partyreel/db';
import { timeRangeText } from '@partyreel/shared/format/time-range';
import {
  FIRST_PAINT_DATA_ID,
  FIRST_PAINT_ID,
  type FirstPaintData,
} from '@partyreel/shared/invite/first-paint';
import { inviteLoadInput } from '@partyreel/shared/invite/invite-input';
import type { InviteView } from '@partyreel/shared/invite/invite-types';
import { thumbnailPath } from '@partyreel/shared/templates/thumbnail-path';
import type { FastifyInstance } from 'fastify';
import { loadInvitePage } from '../invite/invite-page.ts';
import { resolveInviteTarget } from '../invite/invite-target.ts';
import { findActiveTemplate, type TemplateSummary } from '../templates/templates.queries.ts';
import { escapeHtml } from './escape-html.ts';

/**
 * What the guest's page needs before any script runs: the invitation and its template, exactly as
 * invite.load and templates.byId answer them (the page's query cache starts with them, so it asks
 * for neither again). Null when the code names nothing a guest may open (unknown, removed, locked
 * behind the paywall, no template): the page then loads as any other and says why itself, so the
 * HTML never tells a locked event from a missing one.
 */
export async function loadFirstPaint(
  db: Db,
  code: string,
  invitationId: string | undefined,
): Promise<FirstPaintData<TemplateSummary> | null> {
  const input = inviteLoadInput.safeParse(invitationId ? { code, invitationId } : { code });
  if (!input.success) return null;
  try {
    const view = await loadInvitePage(db, await resolveInviteTarget(db, input.data));
    const template = await findActiveTemplate(db, view.templateId);
    return template ? { input: input.data, view, template } : null;
  } catch {
    return null;
  }
}

/** JSON that is safe inside a <script> element: no '<' can close it, no line separator breaks it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The invitation as plain HTML, laid out as the page's shell and stage are (the same Tailwind
 * classes as app-shell.tsx, site-header.tsx, invite-page.tsx and invitation-stage.tsx): the
 * template's poster frame at the stage's size, with the title, the date and the place beside it.
 * It lies over the page (fixed, so nothing under it moves when it goes) until the page has
 * rendered the same invitation beneath it; the player then takes over the stage when it is ready.
 */
function firstPaintMarkup(view: InviteView, template: TemplateSummary): string {
  const { customData: data } = view;
  const title = escapeHtml(data.eventTitle);
  const date = data.eventDate ? escapeHtml(data.eventDate.toLowerCase()) : '';
  const time = escapeHtml(timeRangeText(data));
  const place = escapeHtml(data.address);
  const { background, primary } = template.palette;
  const when =
    date || time
      ? `<div><dt class="text-xs font-bold tracking-widest text-ink-soft uppercase">When</dt><dd class="font-semibold break-words text-ink">${
          date ? `<span class="block capitalize">${date}</span>` : ''
        }${time ? `<span class="block">${time}</span>` : ''}</dd></div>`
      : '';
  const where = place
    ? `<div><dt class="text-xs font-bold tracking-widest text-ink-soft uppercase">Where</dt><dd class="font-semibold break-words text-ink">${place}</dd></div>`
    : '';
  return `<div id="${FIRST_PAINT_ID}" class="fixed inset-0 z-50 flex flex-col overflow-y-auto bg-cream">
<header class="sticky top-0 z-30 border-b border-violet-100 bg-cream/85"><div class="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-8"><span class="font-display text-xl font-semibold tracking-tight text-ink sm:text-2xl">Party<span class="text-party">Reel</span></span></div></header>
<main class="flex flex-1 flex-col"><div class="relative isolate flex flex-1 flex-col" style="background:linear-gradient(180deg, ${escapeHtml(background)}, ${escapeHtml(primary)})">
<h1 class="sr-only">You're invited: ${title}</h1>
<div class="flex w-full flex-1 flex-col md:flex-row"><div class="flex min-w-0 flex-col md:flex-1 md:*:flex-1">
<div class="relative aspect-[4/5] w-full overflow-hidden md:mx-auto md:my-10 md:max-w-[30rem] md:rounded-[2rem]" style="background:${escapeHtml(background)}"><img src="${escapeHtml(thumbnailPath(template.id))}" alt="" width="400" height="500" fetchpriority="high" decoding="async" class="absolute inset-0 size-full object-cover"></div>
</div>
<aside aria-label="Your answer" class="flex flex-col gap-4 px-4 py-6 md:w-[25rem] md:shrink-0 md:bg-cream/90 md:px-6 md:py-10 md:border-l md:border-white/70 lg:w-[28rem] lg:px-8"><div class="rounded-[2rem] bg-white/95 p-5 shadow-xl ring-1 ring-violet-100 sm:p-6"><p class="font-display text-xl font-bold text-ink">${title}</p>${
    when || where ? `<dl class="mt-3 grid gap-3 text-left">${when}${where}</dl>` : ''
  }</div></aside>
</div></div></main></div>`;
}

/**
 * index.html with the invitation painted before #root and its data for the page's query cache. The
 * page's title names the event.
 */
export function renderInvitePage(indexHtml: string, data: FirstPaintData<TemplateSummary>): string {
  const title = `${escapeHtml(data.view.customData.eventTitle)} · PartyReel`;
  return indexHtml
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(
      /<link rel="stylesheet"/,
      `<link rel="preload" as="image" href="${escapeHtml(thumbnailPath(data.template.id))}" fetchpriority="high">\n    <link rel="stylesheet"`,
    )
    .replace(
      '<div id="root"></div>',
      `${firstPaintMarkup(data.view, data.template)}\n    <div id="root"></div>\n    <script type="application/json" id="${FIRST_PAINT_DATA_ID}">${scriptJson(data)}</script>`,
    );
}

/**
 * GET /invite/{code}: the guest's page with the invitation already in its HTML (issue 14: the
 * first paint is the invitation). Any code the guest may not open gets the app's plain page, which
 * then says why, so a locked or missing event looks the same. Never cached: it carries the guest's
 * own data (a personal invitation's first name and answer). Without a web build (the dev server
 * serves pages) nothing is registered.
 */
export function registerInvitePage(
  app: FastifyInstance,
  { db, webDist }: { db: Db; webDist: string },
) {
  const indexFile = join(webDist, 'index.html');
  if (!existsSync(indexFile)) return;
  const indexHtml = readFileSync(indexFile, 'utf8');
  app.get<{ Params: { code: string }; Querystring: { id?: unknown } }>(
    '/invite/:code',
    async (req, reply) => {
      const id = typeof req.query.id === 'string' ? req.query.id : undefined;
      const data = await loadFirstPaint(db, req.params.code, id);
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      return data ? renderInvitePage(indexHtml, data) : indexHtml;
    },
  );
}
