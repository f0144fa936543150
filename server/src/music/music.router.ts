import { z } from 'zod';
import { publicProcedure, router } from '../trpc.ts';
import { type MusicOption, musicForTemplate } from './music-catalogue.ts';

export const musicRouter = router({
  /**
   * The tracks offered with a template (the music picker: docs/product.md, Templates and music);
   * empty when it has none.
   */
  forTemplate: publicProcedure
    .input(z.object({ templateId: z.string().min(1).max(200) }))
    .query(({ input }): MusicOption[] => musicForTemplate(input.templateId)),
});
