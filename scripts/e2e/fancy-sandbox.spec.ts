import { InvitationPreviewPage } from './pages/invitation-preview-page.ts';
import { listTemplates, templateOfVariant } from './support/invitation-templates.ts';
import { SAMPLE_INVITATION, SAMPLE_TEXT } from './support/sample-invitation.ts';
import { expect, test } from './support/test.ts';

/** What the bundle's own code can reach, tried from inside the frame. */
interface Reach {
  origin: string;
  parentDocument: string;
  cookie: string;
  storage: string;
}

test('a fancy template runs in a sandbox that cannot reach the page or its cookies', async ({
  page,
  context,
  baseURL,
}) => {
  // A session cookie (HttpOnly) and one that scripts of the page itself may read.
  const signIn = await page.request.post('/trpc/auth.signInAnonymously', {
    headers: { 'content-type': 'application/json' },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  await context.addCookies([{ name: 'e2e_visible', value: 'yes', url: baseURL ?? '' }]);
  expect((await context.cookies()).map((cookie) => cookie.name)).toEqual(
    expect.arrayContaining(['partyreel_session', 'e2e_visible']),
  );

  const fancy = templateOfVariant(await listTemplates(page.request), 'fancy');
  const preview = new InvitationPreviewPage(page);
  await preview.seed({ templateId: fancy.id, data: SAMPLE_INVITATION });
  await preview.open();

  await expect(preview.fancyFrame).toHaveAttribute('sandbox', 'allow-scripts');
  // The bundle drew the invitation it was handed, inside its frame.
  await expect(preview.fancy.getByRole('heading', { name: SAMPLE_TEXT.title })).toBeVisible();
  await expect(preview.fancy.getByText(SAMPLE_TEXT.date)).toBeVisible();

  const frame = await (await preview.fancyFrame.elementHandle())?.contentFrame();
  if (!frame) throw new Error('the fancy template has no frame');
  const reach = await frame.evaluate((): Reach => {
    const self = globalThis as unknown as {
      origin: string;
      parent: { document: unknown };
      document: { cookie: string };
      localStorage: unknown;
    };
    const attempt = (read: () => unknown): string => {
      try {
        return `read: ${String(read())}`;
      } catch (error) {
        return `threw ${(error as Error).name}`;
      }
    };
    return {
      origin: self.origin,
      parentDocument: attempt(() => self.parent.document),
      cookie: attempt(() => self.document.cookie),
      storage: attempt(() => self.localStorage),
    };
  });
  expect(reach.origin).toBe('null');
  expect(reach.parentDocument).toBe('threw SecurityError');
  expect(['threw SecurityError', 'read: ']).toContain(reach.cookie);
  expect(reach.storage).toBe('threw SecurityError');

  // The page itself does read its cookie: the frame's empty hands are the sandbox's doing.
  const pageCookie = await page.evaluate(
    () => (globalThis as unknown as { document: { cookie: string } }).document.cookie,
  );
  expect(pageCookie).toContain('e2e_visible=yes');
});
