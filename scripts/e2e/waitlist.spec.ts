import { WaitlistPage } from './pages/waitlist-page.ts';
import { exclusively } from './support/exclusively.ts';
import { expect, test } from './support/test.ts';

const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

test('joining the waitlist updates the live count in another open browser', async ({
  page,
  browser,
}) => {
  // The count is shared by every test: no other join may happen between "before" and "after".
  await exclusively('waitlist-count', async () => {
    const watcherContext = await browser.newContext();
    const watcher = new WaitlistPage(await watcherContext.newPage());
    const guest = new WaitlistPage(page);
    await guest.open();
    await watcher.open();
    const before = await watcher.waiting();

    await guest.submit('party.example.com');
    await expect(page.getByRole('alert')).toHaveText('Please enter a valid email address');
    await expect(guest.email).toHaveValue('party.example.com');

    await guest.submit(uniqueEmail('guest'));
    await expect(page.getByText("We can't wait to be a part of your next party!")).toBeVisible();
    await watcher.expectWaiting(before + 1);
    await guest.expectWaiting(before + 1);
    await watcherContext.close();
  });
});

test('joining again with the same address in other letters looks the same and counts once', async ({
  page,
}) => {
  await exclusively('waitlist-count', async () => {
    const guest = new WaitlistPage(page);
    const email = uniqueEmail('twice');
    await guest.open();
    const before = await guest.waiting();
    await guest.submit(email);
    await expect(page.getByText("We can't wait to be a part of your next party!")).toBeVisible();
    // The live count arrives after the answer: wait for it rather than read it at once.
    await guest.expectWaiting(before + 1);

    await guest.open();
    await guest.submit(email.toUpperCase());
    await expect(page.getByText("We can't wait to be a part of your next party!")).toBeVisible();
    // A fresh page reads the count from the server: the second join added no one.
    await guest.open();
    await guest.expectWaiting(before + 1);
  });
});

test('a server failure says so and keeps what was typed', async ({ page }) => {
  const guest = new WaitlistPage(page);
  await guest.open();
  await page.route('**/trpc/waitlist.join**', (route) =>
    route.fulfill({ status: 500, body: 'boom' }),
  );
  const email = uniqueEmail('failure');
  await guest.submit(email);
  await expect(page.getByText('Something went wrong. Please try again.')).toBeVisible();
  await expect(guest.email).toHaveValue(email);
});
