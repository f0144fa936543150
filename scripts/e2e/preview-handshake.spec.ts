import { InvitationPreviewPage, type PreviewPayload } from './pages/invitation-preview-page.ts';
import { listTemplates, sceneTemplate } from './support/invitation-templates.ts';
import { SAMPLE_INVITATION, SAMPLE_TEXT } from './support/sample-invitation.ts';
import { expect, test } from './support/test.ts';

/**
 * In the page: opens /preview-invitation in a new tab and answers its request for the invitation,
 * as web/src/features/preview/open-invitation-preview.ts does (that tab and this origin only).
 */
function openPreviewFromPage(payload: PreviewPayload) {
  interface Win {
    open(url: string, target: string): Win | null;
    postMessage(message: unknown, targetOrigin: string): void;
    addEventListener(
      type: 'message',
      listener: (event: { source: unknown; origin: string; data: { type?: string } }) => void,
    ): void;
    location: { origin: string };
  }
  const self = globalThis as unknown as Win;
  const tab = self.open('/preview-invitation', '_blank');
  self.addEventListener('message', (event) => {
    if (!tab || event.source !== tab || event.origin !== self.location.origin) return;
    if (event.data?.type !== 'partyreel:preview-request') return;
    tab.postMessage({ type: 'partyreel:preview-data', ...payload }, self.location.origin);
  });
}

test('a tab opened by another page asks it for the invitation, plays it, and still does after a reload', async ({
  page,
}) => {
  const template = sceneTemplate(await listTemplates(page.request), 'poster');
  await page.goto('/');
  const [tab] = await Promise.all([
    page.waitForEvent('popup'),
    page.evaluate(openPreviewFromPage, { templateId: template.id, data: SAMPLE_INVITATION }),
  ]);
  const preview = new InvitationPreviewPage(tab);
  await preview.expectPlaying(SAMPLE_TEXT.title);
  await expect(preview.player(SAMPLE_TEXT.title).getByText(SAMPLE_TEXT.address)).toBeVisible();

  // Without its opener the tab has no one to ask: what it kept is what plays.
  await page.close();
  await tab.reload();
  await preview.expectPlaying(SAMPLE_TEXT.title);
});

test('a preview with nothing to play says so', async ({ page }) => {
  const preview = new InvitationPreviewPage(page);
  await preview.open();
  await expect(preview.failure).toHaveText('Failed to load preview');
});

test('a preview of a template the server does not have says its resources are missing', async ({
  page,
}) => {
  const preview = new InvitationPreviewPage(page);
  await preview.seed({ templateId: 'no-such-template', data: SAMPLE_INVITATION });
  await preview.open();
  await expect(preview.failure).toHaveText('Template resources missing');
});
