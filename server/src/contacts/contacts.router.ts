import { messages } from '@partyreel/shared/messages';
import { contactInput, removeContactInput } from '@partyreel/shared/recipients/contact-input';
import { AppError } from '../errors/app-error.ts';
import { router, userProcedure } from '../trpc.ts';
import { addContact, listContacts, removeContact } from './contacts.queries.ts';

/** A registered host's saved contacts (SPEC.md §2, /contacts; the wizard's "From saved contacts"). */
export const contactsRouter = router({
  list: userProcedure.query(({ ctx }) => listContacts(ctx.db, { userId: ctx.session.userId })),

  add: userProcedure
    .input(contactInput)
    .mutation(({ ctx, input }) => addContact(ctx.db, { userId: ctx.session.userId }, input)),

  /** Someone else's contact is NOT_FOUND, the same as one that does not exist. */
  remove: userProcedure.input(removeContactInput).mutation(async ({ ctx, input }) => {
    const removed = await removeContact(ctx.db, {
      userId: ctx.session.userId,
      contactId: input.id,
    });
    if (!removed) throw new AppError('NOT_FOUND', messages.generic.somethingWentWrong);
    return { ok: true as const };
  }),
});
