import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SCENE_LAYOUTS } from '@partyreel/shared/templates/template-types';
import { InvitationPreviewPage } from './pages/invitation-preview-page.ts';
import { listTemplates, sceneTemplate } from './support/invitation-templates.ts';
import { distinctColours, pngSize } from './support/png-colours.ts';
import { SAMPLE_INVITATION, SAMPLE_TEXT } from './support/sample-invitation.ts';
import { expect, test } from './support/test.ts';

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

// The spec sets both sizes itself and writes one file per layout and size: the mobile project would
// only repeat it (at another pixel ratio) and write over the same files.
const DESKTOP_ONLY = 'sets its own viewport sizes: runs once, in the desktop project';
// The resting frame, drawn at once: the same picture every run.
test.use({ reducedMotion: 'reduce' });

for (const layout of SCENE_LAYOUTS) {
  test(`the ${layout} layout draws its invitation at phone and desktop sizes`, async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', DESKTOP_ONLY);
    const template = sceneTemplate(await listTemplates(page.request), layout);
    const preview = new InvitationPreviewPage(page);
    await preview.seed({ templateId: template.id, data: SAMPLE_INVITATION });
    await preview.open();
    await preview.expectPlaying(SAMPLE_TEXT.title);

    const folder = join(testInfo.project.outputDir, 'layouts');
    mkdirSync(folder, { recursive: true });
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.evaluate(
        () =>
          (globalThis as unknown as { document: { fonts: { ready: Promise<unknown> } } }).document
            .fonts.ready,
      );
      const title = preview.title(SAMPLE_TEXT.title);
      await expect(title).toBeInViewport();
      const box = await title.boundingBox();
      if (!box) throw new Error('the title has no box');
      const shot = await page.screenshot();
      const file = join(folder, `${layout}-${size.width}x${size.height}.png`);
      writeFileSync(file, shot);

      expect(pngSize(shot)).toEqual(size);
      // A blank or half-drawn page has a handful of colours; a scene has thousands.
      expect(distinctColours(shot), file).toBeGreaterThan(50);
      // The title is drawn there, not a flat block of colour (or empty space).
      expect(distinctColours(shot, box), `${file}: title`).toBeGreaterThan(8);
    }
  });
}
