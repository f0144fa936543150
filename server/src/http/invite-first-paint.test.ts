import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  APP_STYLESHEET_META,
  FIRST_PAINT_DATA_ID,
  FIRST_PAINT_ID,
} from '@partyreel/shared/invite/first-paint';
import { thumbnailPath } from '@partyreel/shared/templates/thumbnail-path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/app.ts';
import { insertInvitation } from '../../test/factories.ts';
import { hostedEvent } from '../invite/invite-fixtures.ts';

/**
 * Issue 14 item 4: the server's HTML for /invite/{code} already shows the invitation (poster, title,
 * date, place) and hands the page its data, for exactly the codes a guest may open.
 */
const INDEX = `<!doctype html><html><head><title>PartyReel</title>
<link rel="stylesheet" href="/assets/index-abc.css"></head>
<body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body></html>`;

let running: Awaited<ReturnType<typeof startTestApp>>;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'partyreel-first-paint-'));
  writeFileSync(join(webDist, 'index.html'), INDEX);
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
    // The invitation before any script: poster frame (preloaded), title, date, time and place,
    // escaped.
    const template = event.templateId ?? '';
    expect(html).toContain(`id="${FIRST_PAINT_ID}"`);
    // The poster frame is in the HTML itself; its address is preloaded for the app's stage.
    expect(html).toMatch(
      /<img src="data:image\/svg\+xml;charset=utf-8,%3Csvg[^"]*" alt="" width="400" height="500">/,
    );
    // The app's stylesheet does not hold the paint up: preloaded, named for the app to apply.
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(html).toContain(
      '<link rel="preload" as="style" fetchpriority="low" href="/assets/index-abc.css">',
    );
    // The poster first, the app's code after it.
    expect(html).toContain('<script type="module" fetchpriority="low" src="/assets/index-abc.js">');
    expect(html).toContain(`<meta name="${APP_STYLESHEET_META}" content="/assets/index-abc.css">`);
    expect(html).toContain(
      `<link rel="preload" as="image" href="${thumbnailPath(template)}" fetchpriority="low">`,
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
    const template_ = await running.http.templates.byId.query({ id: template });
    expect(embedded(html)).toEqual({
      input: { code: invitation.uniqueCode, invitationId: invitation.id },
      view: load,
      template: template_,
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
      expect(html, url).toBe(INDEX);
    }
  });
});
