import { LandingPage } from './pages/landing-page.ts';
import { whoAmI } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

// The landing page and the waitlist come drawn in the HTML (docs/decisions/074): readable before any
// script runs, then taken over by the app, which alone makes them answer.
test("the landing page, the waitlist and every page's frame show before any script runs", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('h1')).toHaveText('Invitations that get the party started');
    await expect(page.locator('header a[href="/"]')).toBeVisible();
    await expect(page.locator('a[href="/waitlist"]').first()).toBeVisible();
    // Drawn, not yet usable: what a visitor typed would be lost when the app replaces the page.
    await expect(page.locator('#root')).toHaveAttribute('inert');
    await page.goto('/waitlist');
    await expect(page).toHaveTitle('Join the Waitlist · PartyReel');
    await expect(page.locator('h1')).toHaveText('Join the Waitlist');
    await expect(page.locator('input[type="email"]')).toBeVisible();
    // Every other page comes with its frame: header and footer, the page itself drawn by the app.
    await page.goto('/dashboard');
    await expect(page.locator('#root')).toHaveAttribute('data-drawn', 'frame');
    await expect(page.locator('header a[href="/"]')).toBeVisible();
    await expect(page.locator('footer a[href="/privacy"]')).toBeVisible();
    await expect(page.locator('main')).toBeEmpty();
  } finally {
    await context.close();
  }
});

test('the app takes the drawn landing page over: one page, signed-out links, a search that answers', async ({
  page,
}) => {
  const landing = new LandingPage(page);
  await landing.open();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await landing.search.fill('pirate');
  await expect(landing.search).toHaveValue('pirate');
  await expect(landing.showcaseCards).toHaveCount(12);
});

test('the landing shows a showcase of templates with their pictures', async ({ page }) => {
  const landing = new LandingPage(page);
  await landing.open();
  await expect(
    page.getByRole('heading', { name: 'What kind of party are you throwing?' }),
  ).toBeVisible();
  await expect(landing.showcaseCards).toHaveCount(12);

  // The pictures load lazily: bring the whole grid into view, then every one must have drawn.
  await landing.showcaseCards.last().scrollIntoViewIfNeeded();
  const pictures = landing.showcase.getByRole('img');
  await expect(pictures).toHaveCount(12);
  await expect
    .poll(() =>
      pictures.evaluateAll(
        (images) =>
          // (the scripts package has no DOM types: an image is read for the two fields needed)
          (images as unknown as { complete: boolean; naturalWidth: number }[]).filter(
            (image) => image.complete && image.naturalWidth > 0,
          ).length,
      ),
    )
    .toBe(12);
});

test('searching from the landing starts an anonymous session, then opens the template search', async ({
  page,
}) => {
  const landing = new LandingPage(page);
  await landing.open();
  expect(await whoAmI(page.request)).toBeNull();

  await landing.searchFor('unicorn party');
  await expect(page).toHaveURL(/\/create-event-from-template\?/);
  expect(searchOf(page.url())).toEqual({ step: '1', search: 'unicorn party' });
  expect(await whoAmI(page.request)).toMatchObject({ isAnonymous: true });
});

test('a featured shortcut opens its template search, keeping the session it started', async ({
  page,
}) => {
  const landing = new LandingPage(page);
  await landing.open();
  await landing.shortcut('Halloween Invitations').click();
  await expect(page).toHaveURL(/\/create-event-from-template\?/);
  expect(searchOf(page.url())).toEqual({ step: '1', search: 'halloween' });
  const first = await whoAmI(page.request);
  expect(first).toMatchObject({ isAnonymous: true });

  await landing.open();
  await landing.shortcut('Wizarding Invitations').click();
  await expect(page).toHaveURL(/search=wizarding/);
  expect(await whoAmI(page.request)).toMatchObject({ id: first?.id, isAnonymous: true });
});

test('landing → search → pick a template → its preview plays', async ({ page }) => {
  const landing = new LandingPage(page);
  await landing.open();
  await landing.searchFor('unicorn');
  await expect(
    page.getByRole('heading', { name: 'What kind of party are you throwing?' }),
  ).toBeVisible();

  // A template the catalogue is known to have; its card's accessible name is the template's name.
  const name = 'Rainbow Unicorn Meadow';
  const first = page.getByRole('main').getByRole('button', { name: new RegExp(`^${name}`) });
  await expect(first).toHaveAttribute('aria-pressed', 'false');
  await first.click();
  await expect(page).toHaveURL(/templateId=.*step=2|step=2.*templateId=/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  const player = page.getByRole('region', { name: /^Invitation: Your Party/ });
  await expect(player).toBeVisible();
  const open = page.getByRole('button', { name: 'Open invitation' });
  await open.click();
  const progress = page.getByRole('slider', { name: 'Progress' });
  await expect
    .poll(async () => Number(await progress.inputValue()), { timeout: 10_000 })
    .toBeGreaterThan(0.5);
  await expect(player.getByText('Your Party').first()).toBeVisible();
});

/** The step and search of a template-first wizard address. */
function searchOf(url: string) {
  const params = new URL(url).searchParams;
  return { step: params.get('step'), search: params.get('search') };
}
