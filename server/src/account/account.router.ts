import { changePasswordInput, updateProfileInput } from '@partyreel/shared/auth';
import { messages } from '@partyreel/shared/messages';
import { refuseCommonPassword } from '../auth/common-passwords.ts';
import { revokeEmailTokens } from '../auth/email-tokens.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { createSession, invalidateUserSessions } from '../auth/sessions.ts';
import { setDisplayName, setUserPassword } from '../auth/users.mutations.ts';
import { findUserById, getMe } from '../auth/users.queries.ts';
import { AppError } from '../errors/app-error.ts';
import { rateLimited, router, userProcedure } from '../trpc.ts';

export const accountRouter = router({
  updateProfile: userProcedure.input(updateProfileInput).mutation(async ({ ctx, input }) => {
    await setDisplayName(ctx.db, ctx.session.userId, input.displayName);
    return getMe(ctx.db, ctx.session.userId);
  }),

  /**
   * Checks the current password, sets the new one, and ends every session of the user, this one
   * included, and every outstanding reset link; this browser gets a fresh session so it stays
   * signed in.
   */
  changePassword: userProcedure
    .use(rateLimited('passwordChange'))
    .input(changePasswordInput.superRefine(refuseCommonPassword('newPassword')))
    .mutation(async ({ ctx, input }) => {
      const user = await findUserById(ctx.db, ctx.session.userId);
      if (!user?.passwordHash) throw new AppError('BAD_REQUEST', messages.account.passwordFailed);
      if (!(await verifyPassword(user.passwordHash, input.currentPassword))) {
        throw new AppError('BAD_REQUEST', messages.account.currentPasswordWrong);
      }
      const passwordHash = await hashPassword(input.newPassword);
      await setUserPassword(ctx.db, user.id, passwordHash);
      // A reset link sent before the change must not undo it.
      await revokeEmailTokens(ctx.db, user.id, 'reset_password');
      await invalidateUserSessions(ctx.db, user.id);
      const { token, expiresAt } = await createSession(ctx.db, user.id);
      ctx.cookies?.set(token, expiresAt);
      // Every device cookie of the account ended with the old password; this browser just proved
      // the new one, so it stays known (docs/decisions/039).
      ctx.device?.issue({ id: user.id, passwordHash });
      return { ok: true as const };
    }),
});
