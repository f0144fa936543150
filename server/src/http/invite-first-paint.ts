import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '@partyreel/db';
import { timeRangeText } from '@partyreel/shared/format/time-range';
import {
  FIRST_PAINT_DATA_ID,
  FIRST_PAINT_ID,
  type FirstPaintData,
  GUEST_PAGE_HTML,
  TEMPLATE_FONT_META,
} from '@partyreel/shared/invite/first-paint';
import { inviteLoadInput } from '@partyreel/shared/invite/invite-input';
import type { InviteView } from '@partyreel/shared/invite/invite-types';
import { templateById } from '@partyreel/shared/templates/catalogue';
import { thumbnailSvg } from '@partyreel/shared/templates/thumbnail-svg';
import type { FastifyInstance } from 'fastify';
import { loadInvitePage } from '../invite/invite-page.ts';
import { resolveInviteTarget } from '../invite/invite-target.ts';
import { findActiveTemplate, type TemplateSummary } from '../templates/templates.queries.ts';
import { escapeHtml } from './escape-html.ts';
import { type LatinFontFiles, readLatinFontFiles, templateFontFiles } from './font-files.ts';

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
    const view = await loadInvitePage(
      db,
      await resolveInviteTarget(db, input.data),
      input.data.code,
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

/**
 * The first paint's own styles, inline: the app's stylesheet is not waited for (see
 * renderInvitePage), so the invitation needs nothing but the HTML to appear. Laid out as the page
 * is (app-shell.tsx, site-header.tsx, invite-page.tsx, invitation-stage.tsx): a 64 px header, the
 * stage at 4:5 across the phone (a 30 rem column from 768 px) and the answer panel below it (beside
 * it from 768 px). From 768 px the two columns are a grid's, not a flex row's: a slow phone paints the
 * page half-parsed, and the stage must not move when the panel after it arrives.
 */
const FIRST_PAINT_CSS = `#${FIRST_PAINT_ID}{position:fixed;inset:0;z-index:50;display:flex;flex-direction:column;overflow-y:auto;background:#fff8f0;color:#24113f;font-family:"Nunito Variable",ui-sans-serif,system-ui,sans-serif;margin:0}
#${FIRST_PAINT_ID} *{box-sizing:border-box;margin:0}
#${FIRST_PAINT_ID} .fp-head{flex:none;height:4rem;display:flex;align-items:center;padding:0 1rem;border-bottom:1px solid #ede9fe;font:600 1.25rem/1 "Fredoka Variable",ui-rounded,system-ui,sans-serif;letter-spacing:-.025em}
#${FIRST_PAINT_ID} .fp-head b{font-weight:inherit;color:#d02270}
#${FIRST_PAINT_ID} .fp-page{flex:1;display:flex;flex-direction:column}
#${FIRST_PAINT_ID} .fp-stage{position:relative;width:100%;aspect-ratio:4/5;overflow:hidden}
#${FIRST_PAINT_ID} .fp-stage img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover}
#${FIRST_PAINT_ID} .fp-panel{padding:1.5rem 1rem}
#${FIRST_PAINT_ID} .fp-card{border-radius:2rem;background:rgba(255,255,255,.95);padding:1.25rem;box-shadow:0 20px 25px -5px rgba(0,0,0,.1)}
#${FIRST_PAINT_ID} .fp-title{font:700 1.25rem/1.4 "Fredoka Variable",ui-rounded,system-ui,sans-serif}
#${FIRST_PAINT_ID} dl{display:grid;gap:.75rem;margin-top:.75rem}
#${FIRST_PAINT_ID} dt{font-size:.75rem;font-weight:700;letter-spacing:.1em;text-transform:uppercase;color:#5b4a73}
#${FIRST_PAINT_ID} dd{font-weight:600;overflow-wrap:break-word}
#${FIRST_PAINT_ID} dd span{display:block}
#${FIRST_PAINT_ID} .fp-cap{text-transform:capitalize}
#${FIRST_PAINT_ID} .fp-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0,0,0,0)}
@media (min-width:768px){#${FIRST_PAINT_ID} .fp-page{display:grid;grid-template-columns:minmax(0,1fr) 25rem}#${FIRST_PAINT_ID} .fp-stage{margin:2.5rem auto;max-width:30rem;border-radius:2rem}#${FIRST_PAINT_ID} .fp-panel{width:25rem;flex:none;padding:2.5rem 1.5rem;background:rgba(255,248,240,.9)}}`;

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
 * The invitation as plain HTML: the template's poster frame (in the HTML itself, so nothing is
 * fetched before it shows) at the stage's size, with the title,
 * the date and the place beside it. It lies over the page (fixed, so nothing under it moves when
 * it goes) until the page has rendered the same invitation beneath it; the player then takes over
 * the stage when it is ready.
 */
function firstPaintMarkup(view: InviteView, template: TemplateSummary): string {
  const { customData: data } = view;
  const title = escapeHtml(data.eventTitle);
  const date = data.eventDate ? escapeHtml(data.eventDate.toLowerCase()) : '';
  const time = escapeHtml(timeRangeText(data));
  const place = escapeHtml(data.address);
  const { background, primary } = template.palette;
  const poster = posterDataUrl(template.id);
  const when =
    date || time
      ? `<div><dt>When</dt><dd>${date ? `<span class="fp-cap">${date}</span>` : ''}${
          time ? `<span>${time}</span>` : ''
        }</dd></div>`
      : '';
  const where = place ? `<div><dt>Where</dt><dd>${place}</dd></div>` : '';
  return `<style>${FIRST_PAINT_CSS}</style>
<div id="${FIRST_PAINT_ID}">
<div class="fp-head">Party<b>Reel</b></div>
<div class="fp-page" style="background:linear-gradient(180deg, ${escapeHtml(background)}, ${escapeHtml(primary)})">
<h1 class="fp-hidden">You're invited: ${title}</h1>
<div class="fp-stage-col"><div class="fp-stage" style="background:${escapeHtml(background)}">${
    poster ? `<img src="${poster}" alt="" width="400" height="500">` : ''
  }</div></div>
<div class="fp-panel"><div class="fp-card"><p class="fp-title">${title}</p>${
    when || where ? `<dl>${when}${where}</dl>` : ''
  }</div></div>
</div></div>`;
}

/**
 * The guest's page (invite.html) with the invitation painted before #root and its data for the
 * page's query cache. The page's title names the event.
 */
export function renderInvitePage(
  pageHtml: string,
  data: FirstPaintData<TemplateSummary>,
  fontFiles: LatinFontFiles = new Map(),
): string {
  const title = `${escapeHtml(data.view.customData.eventTitle)} · PartyReel`;
  // The template's own faces, named for the page to preload once the invitation is painted (a
  // preload here would compete with the paint), so the player has them when it takes over.
  const fonts = templateFontFiles(data.template.fonts, fontFiles)
    .map((href) => `<meta name="${TEMPLATE_FONT_META}" content="${escapeHtml(href)}">`)
    .join('');
  return (
    pageHtml
      .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
      .replace('</head>', `${fonts}</head>`)
      // The page names one small script, which asks for the app (and its stylesheet) once this
      // paint is on screen (web/src/guest-main.tsx): nothing competes with the invitation.
      .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
      .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"')
      .replace(
        '<div id="root"></div>',
        `${firstPaintMarkup(data.view, data.template)}\n    <div id="root"></div>\n    <script type="application/json" id="${FIRST_PAINT_DATA_ID}">${scriptJson(data)}</script>`,
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
  { db, webDist }: { db: Db; webDist: string },
) {
  const pageFile = join(webDist, GUEST_PAGE_HTML);
  if (!existsSync(pageFile)) return;
  const pageHtml = readFileSync(pageFile, 'utf8');
  const fontFiles = readLatinFontFiles(webDist);
  app.get<{ Params: { code: string }; Querystring: { id?: unknown } }>(
    '/invite/:code',
    async (req, reply) => {
      const id = typeof req.query.id === 'string' ? req.query.id : undefined;
      const data = await loadFirstPaint(db, req.params.code, id);
      // Nothing to paint: the guest's page as it is built (compressed, revalidated); it says why.
      if (!data) return reply.callNotFound();
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      return renderInvitePage(pageHtml, data, fontFiles);
    },
  );
}
