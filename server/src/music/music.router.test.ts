import { TEMPLATE_CATALOGUE } from '@partyreel/shared/templates/catalogue';
import { describe, expect, it } from 'vitest';
import type { Context } from '../context.ts';
import { createCallerFactory } from '../trpc.ts';
import { musicRouter } from './music.router.ts';
import { MUSIC_CATALOGUE } from './music-catalogue.ts';

// music.forTemplate reads nothing from the context: an empty one is enough.
const caller = createCallerFactory(musicRouter)({} as Context);

describe('music.forTemplate', () => {
  it("returns the template's tracks from the catalogue", async () => {
    for (const template of TEMPLATE_CATALOGUE.slice(0, 5)) {
      const options = await caller.forTemplate({ templateId: template.id });
      expect(options).toEqual(MUSIC_CATALOGUE[`template-${template.id}`]);
      expect(options.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('returns an empty list for a template without music', async () => {
    expect(await caller.forTemplate({ templateId: 'no-such-template' })).toEqual([]);
  });

  it('refuses a missing template id', async () => {
    await expect(caller.forTemplate({ templateId: '' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
