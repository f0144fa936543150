import { invitations, shareLinks } from '@partyreel/db/schema';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/app.ts';
import { insertInvitation } from '../../test/factories.ts';
import { hostedEvent } from '../../test/hosts.ts';
import { startedForFile } from '../../test/per-file.ts';
import { visitorBrowser } from '../../test/visitors.ts';

/**
 * The host looking at their own invitation is no guest (docs/product.md, Counting): their visits to
 * the share link count as no anonymous view, and opening a guest's link as a preview moves no status.
 */

const running = startedForFile(startTestApp);
const db = () => running.database.handle.db;

async function views(linkId: string) {
  const [row] = await db().select().from(shareLinks).where(eq(shareLinks.id, linkId));
  return row?.views;
}

describe('the host’s own visits', () => {
  it('the owner opening their share link records no view; another browser’s visit does', async () => {
    const { host, link } = await hostedEvent(db(), running.url);
    await host.client.invite.load.query({ code: link.code });
    await host.client.invite.view.mutate({ code: link.code });
    await host.client.invite.view.mutate({ code: link.code, stage: 'playing' });
    expect(await views(link.id)).toBe(0);

    const stranger = visitorBrowser(running.url);
    await stranger.client.invite.view.mutate({ code: link.code });
    expect(await views(link.id)).toBe(1);
  });

  it('the owner previewing a guest’s personal link leaves the guest unopened', async () => {
    const { host, event } = await hostedEvent(db(), running.url);
    const guest = await insertInvitation(db(), event.id, { status: 'sent' });
    await host.client.invite.view.mutate({
      code: guest.uniqueCode,
      invitationId: guest.id,
      stage: 'playing',
    });
    const [row] = await db().select().from(invitations).where(eq(invitations.id, guest.id));
    expect(row).toMatchObject({ status: 'sent', openedAt: null, viewState: null });

    // Another host is a stranger to this event: their visit counts as the guest's.
    const other = await hostedEvent(db(), running.url);
    await other.host.client.invite.view.mutate({ code: guest.uniqueCode, invitationId: guest.id });
    const [after] = await db().select().from(invitations).where(eq(invitations.id, guest.id));
    expect(after?.status).toBe('viewed');
  });
});
