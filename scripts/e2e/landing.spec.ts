import { type APIRequestContext, expect, test } from '@playwright/test';
import { LandingPage } from './pages/landing-page.ts';
import { whoAmI } from './support/accounts.ts';

/** The visits to the template-first wizard among `addresses`, as its step and search, in order. */
function wizardVisits(addresses: string[]) {
  return addresses
    .map((address) => new URL(address))
    .filter((url) => url.pathname === '/create-event-from-template')
    .map((url) => ({ step: url.searchParams.get('step'), search: url.searchParams.get('search') }));
}

const searchOf = (search: string) => ({ step: '1', search });

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
  const addresses = landing.recordAddresses();

  await landing.searchFor('unicorn party');

  // The template-first wizard is not built yet, so the catch-all route takes the visit back to
  // '/' at once: the address it went to is read from the frame's history of addresses.
  await expect.poll(() => wizardVisits(addresses)).toEqual([searchOf('unicorn party')]);
  expect(await whoAmI(page.request)).toMatchObject({ isAnonymous: true });
});

test('a featured shortcut opens its template search, keeping the session it started', async ({
  page,
}) => {
  const landing = new LandingPage(page);
  await landing.open();
  const addresses = landing.recordAddresses();

  await landing.shortcut('Halloween Invitations').click();
  await expect.poll(() => wizardVisits(addresses)).toEqual([searchOf('halloween')]);
  const first = await whoAmI(page.request);
  expect(first).toMatchObject({ isAnonymous: true });

  await landing.shortcut('Wizarding Invitations').click();
  await expect
    .poll(() => wizardVisits(addresses))
    .toEqual([searchOf('halloween'), searchOf('wizarding')]);
  expect(await whoAmI(page.request)).toMatchObject({ id: first?.id, isAnonymous: true });
});
