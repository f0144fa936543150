import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '@partyreel/db';
import { timeRangeText } from '@partyreel/shared/format/time-range';
import {
  FIRST_PAINT_DATA_ID,
  FIRST_PAINT_TEMPLATE_HTML,
  type FirstPaintData,
  GUEST_PAGE_HTML,
  PAGE_FONT_META,
} from '@partyreel/shared/invite/first-paint';
import { inviteLoadInput } from '@partyreel/shared/invite/invite-input';
import type { InviteView } from '@partyreel/shared/invite/invite-types';
import { templateById } from '@partyreel/shared/templates/catalogue';
import { thumbnailSvg } from '@partyreel/shared/templates/thumbnail-svg';
import type { FastifyInstance } from 'fastify';
import { loadInvitePage } from '../invite/invite-page.ts';
import { resolveInviteTarget } from '../invite/invite-target.ts';
import { readVisitorId } from '../invite/visitor-cookie.ts';
import { findActiveTemplate, type TemplateSummary } from '../templates/templates.queries.ts';
import { escapeHtml } from './escape-html.ts';
import { guestPageFontFiles, type LatinFontFiles, readLatinFontFiles } from './font-files.ts';
import { fillTemplate, type TemplateValues } from './page-template.ts';

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
  visitorId?: string,
): Promise<FirstPaintData<TemplateSummary> | null> {
  const input = inviteLoadInput.safeParse(invitationId ? { code, invitationId } : { code });
  if (!input.success) return null;
  try {
    const view = await loadInvitePage(
      db,
      await resolveInviteTarget(db, input.data),
      input.data.code,
      visitorId,
    );
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

/** Each template's poster frame as a data URL, drawn once per process (a pure function of the catalogue). */
const posters = new Map<string, string>();
function posterDataUrl(templateId: string): string {
  let url = posters.get(templateId);
  if (url === undefined) {
    const template = templateById(templateId);
    url = template
      ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(thumbnailSvg(template))}`
      : '';
    posters.set(templateId, url);
  }
  return url;
}

/**
 * What the first paint's template (web/src/features/guest/invite-first-paint.html) shows: the
 * title, the date and the place as the page words them, the template's colours and its poster frame
 * (a URL-encoded data URL: safe in its attribute as it is).
 */
function firstPaintValues(view: InviteView, template: TemplateSummary): TemplateValues {
  const { customData: data } = view;
  const date = data.eventDate.toLowerCase();
  const time = timeRangeText(data);
  const place = data.address;
  return {
    title: data.eventTitle,
    background: template.palette.background,
    primary: template.palette.primary,
    poster: posterDataUrl(template.id),
    details: Boolean(date || time || place),
    when: Boolean(date || time),
    date,
    time,
    place,
  };
}

/**
 * The guest's page (invite.html) with the invitation painted before #root (the first paint's
 * template, filled) and its data for the page's query cache. The page's title names the event.
 */
export function renderInvitePage(
  built: { pageHtml: string; firstPaintHtml: string },
  data: FirstPaintData<TemplateSummary>,
  fontFiles: LatinFontFiles = new Map(),
): string {
  const title = `${escapeHtml(data.view.customData.eventTitle)} · PartyReel`;
  // The page's faces and the template's, named for the page to preload once the invitation is
  // painted (a preload here would compete with the paint): the app's first layout and the
  // player's are then in them, not in fallbacks that are laid out again as each face arrives.
  const fonts = guestPageFontFiles(data.template.fonts, fontFiles)
    .map((href) => `<meta name="${PAGE_FONT_META}" content="${escapeHtml(href)}">`)
    .join('');
  return (
    built.pageHtml
      .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
      .replace('</head>', `${fonts}</head>`)
      // The page names one small script, which asks for the app (and its stylesheet) once this
      // paint is on screen (web/src/guest-main.tsx): nothing competes with the invitation.
      .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
      .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"')
      .replace(
        '<div id="root"></div>',
        `${fillTemplate(built.firstPaintHtml, firstPaintValues(data.view, data.template))}\n    <div id="root"></div>\n    <script type="application/json" id="${FIRST_PAINT_DATA_ID}">${scriptJson(data)}</script>`,
      )
  );
}

/**
 * GET /invite/{code}: the guest's page with the invitation already in its HTML (on a phone, the
 * first paint is the invitation). Any code the guest may not open gets the guest's page as built, which
 * then says why, so a locked or missing event looks the same. Never cached: it carries the guest's
 * own data (a personal invitation's first name and answer). Without a web build (the dev server
 * serves pages) nothing is registered.
 */
export function registerInvitePage(
  app: FastifyInstance,
  { db, webDist, cookieSecret }: { db: Db; webDist: string; cookieSecret: string },
) {
  const pageFile = join(webDist, GUEST_PAGE_HTML);
  if (!existsSync(pageFile)) return;
  const templateFile = join(webDist, FIRST_PAINT_TEMPLATE_HTML);
  if (!existsSync(templateFile)) {
    // A build without it is not the web's current one: its guests get the page as built.
    app.log.warn({ webDist }, `${FIRST_PAINT_TEMPLATE_HTML} is missing: no first paint`);
    return;
  }
  const built = {
    pageHtml: readFileSync(pageFile, 'utf8'),
    // Its last line break is the file's, not the markup's.
    firstPaintHtml: readFileSync(templateFile, 'utf8').trimEnd(),
  };
  const fontFiles = readLatinFontFiles(webDist);
  app.get<{ Params: { code: string }; Querystring: { id?: unknown } }>(
    '/invite/:code',
    async (req, reply) => {
      const id = typeof req.query.id === 'string' ? req.query.id : undefined;
      // A share-link browser's own updates (by its answer) are in its first paint too.
      const visitorId = readVisitorId(cookieSecret, req.headers.cookie);
      const data = await loadFirstPaint(db, req.params.code, id, visitorId);
      // Nothing to paint: the guest's page as it is built (compressed, revalidated); it says why.
      if (!data) return reply.callNotFound();
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      return renderInvitePage(built, data, fontFiles);
    },
  );
}
