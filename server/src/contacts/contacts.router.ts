import { MAX_CONTACTS } from '@partyreel/shared/limits';
import { messages } from '@partyreel/shared/messages';
import {
  contactInput,
  listContactsInput,
  removeContactInput,
} from '@partyreel/shared/recipients/contact-input';
import { AppError } from '../errors/app-error.ts';
import { refuseImpossiblePhone } from '../guests/phone-entry-check.ts';
import { rateLimited, router, userProcedure } from '../trpc.ts';
import { addContact, decodeCursor, listContacts, removeContact } from './contacts.queries.ts';

/**
 * A registered host's saved contacts (docs/product.md, Dashboard, account, contacts, waitlist;
 * /contacts; the wizard's "From saved contacts"): at most MAX_CONTACTS each, listed a page at a
 * time (docs/decisions/040-storage-budgets-and-bounded-lists.md).
 */
export const contactsRouter = router({
  list: userProcedure.input(listContactsInput).query(({ ctx, input }) => {
    const cursor = input?.cursor;
    const after = cursor ? decodeCursor(cursor) : null;
    if (cursor && !after) throw new AppError('BAD_REQUEST', messages.contacts.loadFailed);
    return listContacts(ctx.db, {
      userId: ctx.session.userId,
      after,
      search: input?.search ?? undefined,
    });
  }),

  add: userProcedure
    .use(rateLimited('contactAdd', ({ ctx }) => ctx.session.userId))
    .input(contactInput)
    .mutation(async ({ ctx, input }) => {
      refuseImpossiblePhone(input.phone, ctx.hostCountry);
      const saved = await addContact(ctx.db, { userId: ctx.session.userId }, input);
      if (!saved) throw new AppError('BAD_REQUEST', messages.contacts.tooMany(MAX_CONTACTS));
      return saved;
    }),

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
