import { messages } from '@partyreel/shared/messages';
import { devices, type Page, type Response } from '@playwright/test';
import { DashboardPage } from './pages/dashboard-page.ts';
import { EventDetailPage } from './pages/event-detail-page.ts';
import { GuestEndPage } from './pages/guest-end-page.ts';
import { GuestInvitationPage } from './pages/guest-invitation-page.ts';
import { createHostedEvent } from './support/events.ts';
import { expect, test } from './support/test.ts';

// Live answers: a guest answers through the shared link and the host sees it live. The host is the
// project's device (desktop or phone); the guest is always a phone, in a browser context of its own.

/**
 * Without a reload, in the time a person would wait. How fast is measured by `pnpm bench` (answer →
 * host, p95 in milliseconds), not asserted here: a one-second bound failed under CI's load.
 */
const LIVE = { timeout: 5_000 };

/** Marks the page, so a later check can tell it was never reloaded. */
async function markLoaded(page: Page) {
  await page.evaluate(() => {
    (globalThis as unknown as { __notReloaded?: boolean }).__notReloaded = true;
  });
}

async function expectNotReloaded(page: Page) {
  expect(
    await page.evaluate(() => (globalThis as unknown as { __notReloaded?: boolean }).__notReloaded),
  ).toBe(true);
}

/** Runs `act` and waits for the invite.respond call it makes to be answered. */
async function answered(page: Page, act: () => Promise<void>): Promise<Response> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (r) => r.url().includes('/trpc/invite.respond') && r.request().method() === 'POST',
    ),
    act(),
  ]);
  expect(response.ok(), await response.text()).toBe(true);
  return response;
}

test('a share-link answer reaches the host’s event page and dashboard live, a Maybe and each change too', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two host tabs and a phone that loads and plays the invitation: slower than most journeys.
  test.setTimeout(60_000);
  const origin = new URL(baseURL ?? '').origin;
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin });

  // The host signs up, creates an event with no personal guests, and it is unlocked (test helper).
  const { event } = await createHostedEvent(page.request, 'live-answers', { guestNames: [] });

  // The dashboard, opened before anyone answers, in a second tab of the host.
  const dashboardTab = await page.context().newPage();
  const dashboard = new DashboardPage(dashboardTab);
  await dashboardTab.goto('/dashboard');
  await dashboard.expectShown();
  await expect(dashboard.answers(event.title, 'Accepted')).toHaveText('0');
  await expect(dashboard.answers(event.title, 'Declined')).toHaveText('0');
  await markLoaded(dashboardTab);

  // The event page: Link Sharing, Copy, and the link read back from the clipboard.
  const host = new EventDetailPage(page);
  await host.open(event.id);
  await host.expectShown(event.id, event.title);
  await expect(host.stat('Accepted')).toHaveText('0');
  // The host lets guests see who's coming (saved at once).
  const whosComing = page.getByRole('checkbox', { name: 'Show who’s coming on the invitation' });
  await Promise.all([
    page.waitForResponse((r) => r.url().includes('/trpc/events.update') && r.ok()),
    whosComing.check(),
  ]);
  await expect(whosComing).toBeChecked();
  await host.linkSharingTab.click();
  await host.copy.click();
  await expect(page.getByText(messages.link.copied)).toBeVisible();
  const link = String(await page.evaluate('navigator.clipboard.readText()'));
  expect(link).toBe(`${origin}/invite/${event.counts.link.code}`);
  await markLoaded(page);

  /** The event page's boxes and the dashboard's columns reach these numbers live. */
  const hostSees = (
    stats: Record<string, string>,
    columns: Partial<Record<'Accepted' | 'Maybe' | 'Declined', string>>,
  ) =>
    Promise.all([
      ...Object.entries(stats).map(([label, value]) =>
        expect(host.stat(label)).toHaveText(value, LIVE),
      ),
      ...Object.entries(columns).map(([kind, value]) =>
        expect(dashboard.answers(event.title, kind as keyof typeof columns)).toHaveText(
          value,
          LIVE,
        ),
      ),
    ]);

  const guestContext = await browser.newContext({ ...devices['Pixel 7'] });
  try {
    const guestPage = await guestContext.newPage();
    const guest = new GuestInvitationPage(guestPage);
    const end = new GuestEndPage(guestPage);
    await guest.open(link);
    await guest.watch(event.title);
    await expect(
      guest.answerForm
        .getByRole('region', { name: 'Who’s coming' })
        .getByText('Nobody has said yes yet. Be the first!'),
    ).toBeVisible();
    await expect(host.stat('Views')).toHaveText('1');
    await expect(host.stat('Accepted')).toHaveText('0');

    // The guest, Zoe, is not sure yet: Maybe, for 2, with a note for the host. Maybe is its own
    // count on every host page, and her name and note come with the news and in the link's answers.
    await guest.firstName.fill('Zoe');
    await guest.note.fill('Depends on the babysitter');
    await answered(guestPage, () => guest.maybeWith(2));
    await Promise.all([
      expect(
        page.getByText('Zoe (via link) said maybe (2 people): “Depends on the babysitter”'),
      ).toBeVisible(LIVE),
      hostSees({ Maybe: '1' }, { Maybe: '1' }),
      expect(
        page
          .getByRole('listitem')
          .filter({ hasText: 'Zoe · Maybe · 2 people' })
          .getByText('“Depends on the babysitter”'),
      ).toBeVisible(LIVE),
    ]);
    await expect(end.heading(messages.guest.maybe)).toBeVisible();
    await expect(host.stat('Accepted')).toHaveText('0');
    await expect(host.stat('People')).toHaveText('0');
    await end.changeAnswer.click();
    await expect(guest.answerForm.getByText(/Maybe · 2 people/)).toBeVisible();
    await expect(guest.note).toHaveValue('Depends on the babysitter');
    await guest.note.fill('');

    // The guest accepts for 3 and sees the end screen; the host's pages follow within a second.
    await answered(guestPage, () => guest.acceptWith(3));
    await Promise.all([
      expect(page.getByText('Zoe (via link) accepted (3 people)')).toBeVisible(LIVE),
      hostSees({ Accepted: '1', People: '3', Maybe: '0' }, { Accepted: '1', Maybe: '0' }),
    ]);
    await expect(end.heading(messages.guest.accepted)).toBeVisible();
    await expect(host.stat('Views')).toHaveText('1');
    await expect(host.stat('Declined')).toHaveText('0');
    await expect(dashboard.answers(event.title, 'Declined')).toHaveText('0');
    // The Summary counts the link's answers with the personal guests' (there are none here).
    await host.summaryTab.click();
    await expect(host.stat('Accepted')).toHaveText('1', LIVE);
    await expect(host.stat('People')).toHaveText('3', LIVE);
    await expect(host.stat('Pending')).toHaveText('0');
    await expect(host.stat('Anonymous Views')).toHaveText('1');

    // The guest changes the answer: the counts move instead of adding up.
    await end.changeAnswer.click();
    await expect(guest.answerForm.getByText(/Accepted · 3 people/)).toBeVisible();
    await answered(guestPage, () => guest.decline.click());
    await hostSees({ Accepted: '0', Declined: '1', People: '0' }, { Accepted: '0', Declined: '1' });
    await expect(end.heading(messages.guest.declined)).toBeVisible();
    await host.linkSharingTab.click();
    await expect(host.stat('Accepted')).toHaveText('0');
    await expect(host.stat('Declined')).toHaveText('1');
    await expect(host.stat('People')).toHaveText('0');
    await expect(host.stat('Views')).toHaveText('1');
  } finally {
    await guestContext.close();
  }

  // All of it arrived live: neither host page was reloaded.
  await expectNotReloaded(page);
  await expectNotReloaded(dashboardTab);
});
