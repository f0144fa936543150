import { messages } from '@partyreel/shared/messages';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/app.ts';
import { insertInvitation, newAnswer } from '../../test/factories.ts';
import { anonymousHost, hostedEvent } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';
import { answerThroughLink, visitorBrowser } from '../../test/visitors.ts';

/** Manage Guests' export (docs/product.md, Manage Guests), through the real route. */
const running = startedForFile(startTestApp);
const db = () => running.database.handle.db;

const exportOf = (eventId: string, cookie?: string) =>
  fetch(`${running.url}/api/events/${eventId}/guests.csv`, {
    headers: cookie ? { cookie } : {},
  });

describe('GET /api/events/{id}/guests.csv', () => {
  it('gives the owner every guest once, link answerers after, with formulas made text', async () => {
    const { host, event, link } = await hostedEvent(db(), running.url, {
      title: 'Mia’s 7th Birthday',
    });
    // Ana twice (one e-mail), a name that is a formula, and a removed guest.
    const inserted = [];
    for (const [recipientName, email, status] of [
      ['Ana Lima', 'ana@example.com', 'sent'],
      ['ana lima', 'ANA@example.com', 'unsent'],
      ['=cmd|"/c calc"!A1', 'evil@example.com', 'sent'],
      ['Gone', 'gone@example.com', 'removed'],
    ] as const)
      inserted.push(await insertInvitation(db(), event.id, { recipientName, email, status }));
    const [ana] = inserted;
    if (!ana) throw new Error('Ana not inserted');
    await running.http.invite.respond.mutate({
      ...newAnswer(ana, 'accepted', 3),
      note: 'No nuts, please',
    });
    await answerThroughLink(visitorBrowser(running.url), link.code, 'maybe', 2, '@mention me');

    const response = await exportOf(event.id, host.browser.cookieHeader());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="mias-7th-birthday-guests.csv"',
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const lines = (await response.text()).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Name,Email,Phone,Status,People,Note,Sent,Opened,Watched,Answered,Via');
    const rows = lines.slice(1, -1).map((line) => line.split(',').slice(0, 6).join(','));
    expect(rows).toEqual([
      'Ana Lima,ana@example.com,,Accepted,3,"No nuts',
      `"'=cmd|""/c calc""!A1",evil@example.com,,Sent,,`,
      "Lee,,,Maybe,2,'@mention me",
    ]);
    expect(lines.at(-1)).toBe('');
  });

  it('tells nobody else the event exists: another host, an anonymous session, a bad id', async () => {
    const { event } = await hostedEvent(db(), running.url);
    const other = await hostedEvent(db(), running.url);
    const anonymous = await anonymousHost(running.url);
    const notFound = { error: messages.eventDetail.notFound };
    for (const [id, cookie] of [
      [event.id, other.host.browser.cookieHeader()],
      [event.id, anonymous.browser.cookieHeader()],
      ['00000000-0000-4000-8000-000000000000', other.host.browser.cookieHeader()],
      ['not-a-uuid', other.host.browser.cookieHeader()],
    ] as const) {
      const response = await exportOf(id, cookie);
      expect({ status: response.status, body: await response.json() }).toEqual({
        status: 404,
        body: notFound,
      });
    }
    const signedOut = await exportOf(event.id);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toEqual({ error: messages.auth.sessionExpired });
  });
});
