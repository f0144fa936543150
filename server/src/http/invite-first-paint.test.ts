import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  FIRST_PAINT_DATA_ID,
  FIRST_PAINT_ID,
  FIRST_PAINT_TEMPLATE_HTML,
  PAGE_FONT_META,
} from '@partyreel/shared/invite/first-paint';
import { FONT_SOURCES, type FontFamily } from '@partyreel/shared/templates/fonts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/app.ts';
import { insertInvitation } from '../../test/factories.ts';
import { hostedEvent } from '../../test/hosts.ts';
import { PAGE_FONTS } from './font-files.ts';

/**
 * Fast on a phone: the server's HTML for /invite/{code} already shows the invitation (poster,
 * title, date, place) and hands the page its data, for exactly the codes a guest may open.
 */
/** web/invite.html as built: the guest's page (the host's app is index.html). */
const GUEST_PAGE = `<!doctype html><html><head><title>PartyReel</title>
<script type="module" crossorigin src="/assets/guest-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/preload-helper-abc.js"></head>
<body><div id="root"></div></body></html>`;
/** The first paint's markup, as the web build copies it beside invite.html. */
const FIRST_PAINT_SOURCE = new URL(
  '../../../web/src/features/guest/invite-first-paint.html',
  import.meta.url,
);

/** The built stylesheets' faces, as @fontsource declares them: every family, Latin and Latin Extended. */
const fontFile = (family: string, subset: string) =>
  `/assets/${family.toLowerCase().replace(/\W+/g, '-')}-${subset}-400-normal-abc.woff2`;
const FONT_CSS = Object.values(FONT_SOURCES)
  .flatMap(({ cssFamily }) => [
    `@font-face{font-family:"${cssFamily}";font-display:swap;src:url(${fontFile(cssFamily, 'latin-ext')})format("woff2");unicode-range:U+100-2BA,U+2BD-2C5}`,
    `@font-face{font-family:"${cssFamily}";font-display:swap;src:url(${fontFile(cssFamily, 'latin')})format("woff2"),url(/assets/x.woff)format("woff");unicode-range:U+??,U+131,U+152-153}`,
  ])
  .join('');

let running: Awaited<ReturnType<typeof startTestApp>>;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'partyreel-first-paint-'));
  writeFileSync(join(webDist, 'invite.html'), GUEST_PAGE);
  copyFileSync(FIRST_PAINT_SOURCE, join(webDist, FIRST_PAINT_TEMPLATE_HTML));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>The host app</title>');
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'assets', 'fonts-abc.css'), FONT_CSS);
  running = await startTestApp({ webDist });
});
afterAll(async () => {
  await running.close();
  rmSync(webDist, { recursive: true, force: true });
});
const db = () => running.database.handle.db;

async function page(url: string) {
  const res = await running.app.inject({ method: 'GET', url });
  return { res, html: res.body };
}

/** The JSON the page gets with its HTML, or null. */
function embedded(html: string): unknown {
  const match = new RegExp(
    `<script type="application/json" id="${FIRST_PAINT_DATA_ID}">(.*?)</script>`,
    's',
  ).exec(html);
  return match?.[1] ? JSON.parse(match[1]) : null;
}

describe('GET /invite/{code}', () => {
  it("paints a personal invitation and hands the page exactly invite.load's answer", async () => {
    const { event } = await hostedEvent(db(), running.url, {
      title: 'Ada turns <30> & "more"',
      location: '12 Harbour Road',
      eventDate: '2030-03-14',
      startTime: '19:00',
    });
    const invitation = await insertInvitation(db(), event.id, { recipientName: 'Grace Hopper' });
    const url = `/invite/${invitation.uniqueCode}?id=${invitation.id}`;
    const { res, html } = await page(url);

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    // The invitation before any script: poster frame, title, date, time and place, escaped.
    expect(html).toContain(`id="${FIRST_PAINT_ID}"`);
    // The poster frame is in the HTML itself: nothing to fetch before it shows.
    expect(html).toMatch(
      /<img src="data:image\/svg\+xml;charset=utf-8,%3Csvg[^"]*" alt="" width="400" height="500">/,
    );
    // Nothing else is asked for before the paint but the page's small script, at low priority.
    expect(html).not.toMatch(/<link rel="(?:stylesheet|preload)"/);
    const template = await running.http.templates.byId.query({ id: event.templateId ?? '' });
    const families = new Set([
      ...PAGE_FONTS,
      template.fonts.display,
      template.fonts.body,
    ] as FontFamily[]);
    // The page's own faces and the template's (Latin), named for the page to preload after the paint.
    const named = [...html.matchAll(new RegExp(`<meta name="${PAGE_FONT_META}"[^>]*>`, 'g'))];
    expect(named.map(([meta]) => meta).sort()).toEqual(
      [...families]
        .map(
          (family) =>
            `<meta name="${PAGE_FONT_META}" content="${fontFile(FONT_SOURCES[family].cssFamily, 'latin')}">`,
        )
        .sort(),
    );
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/guest-abc.js">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/preload-helper-abc.js">',
    );
    expect(html).toContain('Ada turns &lt;30&gt; &amp; &quot;more&quot;');
    expect(html).toContain(`id="${FIRST_PAINT_ID}"`);
    expect(html).not.toContain('<30>');
    expect(html).toContain('thursday, march 14th');
    expect(html).toContain('7:00 PM');
    expect(html).toContain('12 Harbour Road');
    expect(html).toContain(
      '<title>Ada turns &lt;30&gt; &amp; &quot;more&quot; · PartyReel</title>',
    );
    // The page's app still mounts in #root, after the painted invitation.
    expect(html.indexOf(FIRST_PAINT_ID)).toBeLessThan(html.indexOf('<div id="root"></div>'));

    const load = await running.http.invite.load.query({
      code: invitation.uniqueCode,
      invitationId: invitation.id,
    });
    expect(embedded(html)).toEqual({
      input: { code: invitation.uniqueCode, invitationId: invitation.id },
      view: load,
      template,
    });
    // Nothing in the data can close its script element.
    const script = html.slice(html.indexOf(FIRST_PAINT_DATA_ID));
    expect(script.slice(0, script.indexOf('</script>'))).not.toContain('<');
  });

  it('goes out compressed, as the browser allows', async () => {
    const { link } = await hostedEvent(db(), running.url, { title: 'Compressed Party' });
    const res = await running.app.inject({
      method: 'GET',
      url: `/invite/${link.code}`,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.rawPayload.length).toBeLessThan(
      Buffer.byteLength((await page(`/invite/${link.code}`)).html),
    );
  });

  it('paints the share link', async () => {
    const { link } = await hostedEvent(db(), running.url, { title: 'Open House' });
    const { html } = await page(`/invite/${link.code}`);
    expect(html).toContain('Open House');
    expect(embedded(html)).toMatchObject({ input: { code: link.code }, view: { kind: 'link' } });
  });

  it('answers the plain page, the same for a locked, a removed, a mistyped and an unknown code', async () => {
    const locked = await hostedEvent(db(), running.url, {
      title: 'Secret Locked Party',
      unlockedAt: null,
    });
    const lockedInvitation = await insertInvitation(db(), locked.event.id);
    const open = await hostedEvent(db(), running.url);
    const removed = await insertInvitation(db(), open.event.id, { status: 'removed' });
    const other = await insertInvitation(db(), open.event.id);

    const urls = [
      `/invite/${locked.link.code}`,
      `/invite/${lockedInvitation.uniqueCode}?id=${lockedInvitation.id}`,
      `/invite/${removed.uniqueCode}?id=${removed.id}`,
      `/invite/${other.uniqueCode}?id=${removed.id}`,
      `/invite/${other.uniqueCode}`,
      '/invite/NOSUCHCODE1',
      `/invite/${'x'.repeat(500)}`,
      `/invite/${other.uniqueCode}?id=not-a-uuid`,
      `/invite/${other.uniqueCode}?id=a&id=b`,
    ];
    for (const url of urls) {
      const { res, html } = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(html, url).toBe(GUEST_PAGE);
    }
  });
});
