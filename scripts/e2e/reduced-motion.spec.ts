import { SCENE_LAYOUTS } from '@partyreel/shared/templates/template-types';
import { InvitationPreviewPage } from './pages/invitation-preview-page.ts';
import { listTemplates, sceneTemplate } from './support/invitation-templates.ts';
import { SAMPLE_INVITATION, SAMPLE_TEXT } from './support/sample-invitation.ts';
import { bestShown } from './support/shown.ts';
import { expect, test } from './support/test.ts';

/** Long enough to find an element that is there, far too short for any scene to animate it in. */
const AT_ONCE = { timeout: 1000 };

for (const layout of SCENE_LAYOUTS) {
  test(`with reduced motion, the ${layout} layout shows every detail as soon as it plays`, async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const template = sceneTemplate(await listTemplates(page.request), layout);
    const preview = new InvitationPreviewPage(page);
    await preview.seed({ templateId: template.id, data: SAMPLE_INVITATION });
    await preview.open();
    // Before it plays the player shows its resting frame anyway; the scene restarts from its
    // first frame when playing starts, so that is the moment to look.
    await preview.expectPlaying(SAMPLE_TEXT.title);

    const player = preview.player(SAMPLE_TEXT.title);
    const details = {
      title: preview.title(SAMPLE_TEXT.title),
      greeting: player.getByText(SAMPLE_TEXT.greeting, { exact: true }),
      date: player.getByText(SAMPLE_TEXT.date, { exact: true }),
      time: player.getByText(new RegExp(`^${SAMPLE_TEXT.time}`)),
      address: player.getByText(SAMPLE_TEXT.address, { exact: true }),
    };
    for (const [name, detail] of Object.entries(details)) {
      await expect(detail.first(), name).toBeVisible(AT_ONCE);
      expect(await bestShown(detail), `${name} fully drawn`).toBeGreaterThanOrEqual(0.95);
    }
  });
}
