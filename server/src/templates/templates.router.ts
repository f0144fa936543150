import { messages } from '@partyreel/shared/messages';
import { z } from 'zod';
import { AppError } from '../errors/app-error.ts';
import { publicProcedure, router } from '../trpc.ts';
import { findActiveTemplate, listActiveTemplates } from './templates.queries.ts';

/**
 * docs/product.md (Limits and validation; guest viewer): the text for a template id that leads
 * nowhere.
 */

const byIdInput = z.object({ id: z.string().trim().min(1).max(100) });

export const templatesRouter = router({
  /** The picker's grid: every active template, by name. */
  list: publicProcedure.query(({ ctx }) => listActiveTemplates(ctx.db)),

  /** One active template; NOT_FOUND for an unknown or retired id. */
  byId: publicProcedure.input(byIdInput).query(async ({ ctx, input }) => {
    const template = await findActiveTemplate(ctx.db, input.id);
    if (!template) throw new AppError('NOT_FOUND', messages.guest.templateNotFound);
    return template;
  }),
});
