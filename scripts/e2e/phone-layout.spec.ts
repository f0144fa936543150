import type { Page } from '@playwright/test';
import { EventDetailPage } from './pages/event-detail-page.ts';
import { ManageGuestsPage } from './pages/manage-guests-page.ts';
import { createHostedEvent } from './support/events.ts';
import { expect, test } from './support/test.ts';

// A host on a phone never scrolls sideways: every host page and tab fits the screen's width, even
// with the long names and addresses real guest lists have (docs/product.md, Pages).

const LONG_GUESTS = [
  {
    name: 'Bartholomew Fitzgerald-Montgomery the Third',
    email: 'bartholomew.fitzgerald.montgomery@a-rather-long-domain-name.example.com',
  },
  { name: 'Ava Lee', email: 'ava.lee@example.com', phone: '+1 (555) 010-0199' },
  { name: 'Pat Phone', phone: '+44 20 7946 0958' },
];

/** How far the page reaches past the screen's right edge (0: it fits). */
async function overflow(page: Page): Promise<{ by: number; widest: string }> {
  return page.evaluate(() => {
    const doc = globalThis as unknown as {
      innerWidth: number;
      document: {
        documentElement: { scrollWidth: number };
        querySelectorAll(s: string): ArrayLike<{
          getBoundingClientRect(): { right: number };
          tagName: string;
          className: unknown;
        }>;
      };
    };
    const width = doc.innerWidth;
    let widest = '';
    let right = width;
    for (const el of Array.from(doc.document.querySelectorAll('body *'))) {
      const r = el.getBoundingClientRect().right;
      if (r > right + 1) {
        right = r;
        widest = `${el.tagName}.${String(el.className)}`;
      }
    }
    return { by: doc.document.documentElement.scrollWidth - width, widest };
  });
}

async function expectNoSidewaysScroll(page: Page, where: string) {
  // Let late content (lists, counts) arrive before measuring.
  await page.waitForLoadState('networkidle');
  const { by, widest } = await overflow(page);
  expect(by, `${where} scrolls sideways by ${by}px (widest: ${widest})`).toBeLessThanOrEqual(0);
}

test('every host page fits a phone screen: no sideways scroll', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'a phone layout');
  test.setTimeout(90_000);
  const { event } = await createHostedEvent(page.request, 'phone-layout', {
    event: {
      title: 'A Very Long Party Title For Somebody Turning Forty With Friends',
      location: '1234 Extraordinarily Long Boulevard Name, Apartment 56, Springfield',
      recipients: LONG_GUESTS,
    },
  });

  await page.goto('/dashboard');
  await expect(page.getByText(event.title).locator('visible=true').first()).toBeVisible();
  await expectNoSidewaysScroll(page, 'the dashboard');

  const detail = new EventDetailPage(page);
  await detail.open(event.id);
  await expectNoSidewaysScroll(page, 'the event page (Summary)');
  await detail.linkSharingTab.click();
  await expectNoSidewaysScroll(page, 'the event page (Link Sharing)');
  await detail.personalInvitesTab.click();
  await expect(detail.panel.getByText('Bartholomew Fitzgerald-Montgomery the Third')).toBeVisible();
  await expectNoSidewaysScroll(page, 'the event page (Personal Invites)');

  const guests = new ManageGuestsPage(page);
  await page.goto(`/event/${event.id}/guests`);
  await expect(guests.guestListTab).toBeVisible();
  await expectNoSidewaysScroll(page, 'Manage Guests (Guest List)');
  await guests.addGuestsTab.click();
  await expectNoSidewaysScroll(page, 'Manage Guests (Add Guests)');
  await guests.sendShareTab.click();
  await expectNoSidewaysScroll(page, 'Manage Guests (Send & Share)');

  for (const path of [
    '/contacts',
    '/account',
    `/edit-event/${event.id}`,
    '/create-event?step=1',
    '/create-event-from-template?step=1',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectNoSidewaysScroll(page, path);
  }
});
