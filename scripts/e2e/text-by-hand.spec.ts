import { messages } from '@partyreel/shared/messages';
import { EventDetailPage } from './pages/event-detail-page.ts';
import { GuestInvitationPage } from './pages/guest-invitation-page.ts';
import { createHostedEvent } from './support/events.ts';
import { expect, test } from './support/test.ts';

// A guest with only a phone number, without a texting provider (docs/decisions/067): on a phone
// the host texts them their own link from the host's messaging app, and they count as Sent; on a
// computer the host copies that link.
test("a host reaches a phone-only guest by hand: a text from the host's phone, or the link copied", async ({
  page,
  context,
  browser,
  baseURL,
  isMobile,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
  const { event, guests } = await createHostedEvent(page.request, 'text-by-hand', {
    guestNames: [],
    event: { recipients: [{ name: 'Dana Reyes', phone: '+1 (555) 010-0199' }] },
  });
  const [dana] = guests;
  const own = `${origin}${dana?.path ?? ''}`;

  const detail = new EventDetailPage(page);
  await detail.open(event.id);
  await detail.personalInvitesTab.click();
  await expect(detail.inviteStatus('Dana Reyes')).toHaveText('Pending');
  await expect(detail.resendTo('Dana Reyes')).toHaveCount(0);

  let link = own;
  if (isMobile) {
    const text = detail
      .inviteRow('Dana Reyes')
      .getByRole('link', { name: 'Text from my phone to Dana Reyes' });
    const href = (await text.getAttribute('href')) ?? '';
    expect(href.startsWith('sms:+15550100199?&body=')).toBe(true);
    const body = new URLSearchParams(href.slice(href.indexOf('?') + 1)).get('body') ?? '';
    expect(body).toContain(event.title);
    link = /https?:\/\/\S+/.exec(body)?.[0] ?? '';
    expect(link).toBe(own);
    // This browser has no messaging app to switch to: the page stays, as on a phone coming back.
    await text.click();
    await expect(page.getByText(messages.guests.textedByHand('Dana Reyes'))).toBeVisible();
    await expect(detail.inviteStatus('Dana Reyes')).toHaveText('Sent');
  } else {
    await detail
      .inviteRow('Dana Reyes')
      .getByRole('button', { name: 'Copy link for Dana Reyes' })
      .click();
    await expect(page.getByText(messages.link.copied)).toBeVisible();
    expect(String(await page.evaluate('navigator.clipboard.readText()'))).toBe(own);
    // Copying proves nothing was sent.
    await expect(detail.inviteStatus('Dana Reyes')).toHaveText('Pending');
  }

  // The link is Dana's own invitation: it greets her by her first name.
  const guestContext = await browser.newContext();
  try {
    const guestPage = await guestContext.newPage();
    const invitation = new GuestInvitationPage(guestPage);
    await invitation.open(link);
    await expect(invitation.question('Dana, will you be there?')).toBeVisible({ timeout: 15_000 });
  } finally {
    await guestContext.close();
  }
});
