import {
  loginInput,
  registerInput,
  requestPasswordResetInput,
  resetPasswordInput,
  verifyEmailInput,
} from '@partyreel/shared/auth';
import { messages } from '@partyreel/shared/messages';
import { AppError } from '../errors/app-error.ts';
import { publicProcedure, rateLimited, router, userProcedure } from '../trpc.ts';
import { anonymousOrigin } from './anonymous-origin.ts';
import { sendVerificationEmail } from './auth-mail.ts';
import { refuseCommonPassword } from './common-passwords.ts';
import { consumeEmailToken, revokeEmailTokens } from './email-tokens.ts';
import { passwordResetQueue } from './password-reset-queue.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './passwords.ts';
import { invalidateSession, invalidateUserSessions } from './sessions.ts';
import { signedIn, startSession } from './sign-in.ts';
import { signInAlertQueue } from './sign-in-alert-queue.ts';
import {
  createAnonymousUser,
  markEmailVerified,
  registerUser,
  resetUserPassword,
} from './users.mutations.ts';
import { findUserByEmail, findUserById, getMe } from './users.queries.ts';

export const authRouter = router({
  /** The signed-in user, or null. */
  me: publicProcedure.query(({ ctx }) => (ctx.session ? getMe(ctx.db, ctx.session.userId) : null)),

  /**
   * A visitor starts creating an event: give them an anonymous session. A caller who already has a
   * session stays who they are (an anonymous host keeps their events, a host stays a host) but gets
   * a fresh token, and the old one ends: a session cookie planted in the browser by someone else is
   * never adopted (session fixation; docs/decisions/040-storage-budgets-and-bounded-lists.md).
   */
  signInAnonymously: publicProcedure
    .use(rateLimited('anonymousStart'))
    .mutation(async ({ ctx }) => {
      const userId =
        ctx.session?.userId ?? (await createAnonymousUser(ctx.db, anonymousOrigin(ctx.clientIp)));
      await startSession(ctx, userId);
      return getMe(ctx.db, userId);
    }),

  /**
   * Creates an account, or, from an anonymous session, turns that anonymous user into the account
   * (same user, same events). Any failure, a taken e-mail included, says only 'Failed to register.'.
   */
  register: publicProcedure
    .use(rateLimited('register'))
    .input(registerInput.superRefine(refuseCommonPassword('password')))
    .mutation(async ({ ctx, input }) => {
      const passwordHash = await hashPassword(input.password);
      const userId = await registerUser(
        ctx.db,
        ctx.session?.isAnonymous ? ctx.session.userId : null,
        { email: input.email, displayName: input.displayName, passwordHash },
      );
      const dropped = await startSession(ctx, userId);
      await sendVerificationEmail(ctx, {
        id: userId,
        email: input.email,
        displayName: input.displayName,
      });
      return signedIn(await getMe(ctx.db, userId), dropped);
    }),

  login: publicProcedure
    .use(rateLimited('signIn'))
    .input(loginInput)
    .mutation(async ({ ctx, input }) => {
      // Failures are throttled per account and client address, or per device for a browser with
      // the account's device cookie (docs/decisions/039-trusted-proxies-and-sign-in-lock-out.md),
      // with growing waits: a stranger's failures never lock the owner out
      // (docs/decisions/019-hardening-auth.md). A refused try is not counted and checks nothing; a
      // checked one counts as a failure until the password proves right.
      const user = await findUserByEmail(ctx.db, input.email);
      const from = {
        address: ctx.clientIp,
        deviceId: user ? ctx.device?.deviceIdFor(user) : undefined,
      };
      const verdict = await ctx.rateLimits.signInTry(input.email, from);
      if (verdict.waitMs > 0) {
        throw new AppError(
          'TOO_MANY_REQUESTS',
          messages.auth.signInThrottled(Math.ceil(verdict.waitMs / 1000)),
        );
      }
      const ok = user?.passwordHash
        ? await verifyPassword(user.passwordHash, input.password)
        : await burnPasswordCheck(input.password).then(() => false);
      if (!user || !ok) {
        // The account's failures from browsers it does not know just reached the account-wide
        // count: its owner is told, by a job (once per window, whoever trips it again).
        if (user && verdict.accountTripped)
          await ctx.jobs.insert(signInAlertQueue, [
            { data: { email: input.email, origin: ctx.appOrigin } },
          ]);
        throw new AppError('UNAUTHORIZED', messages.auth.loginFailed);
      }
      await ctx.rateLimits.signInSucceeded(input.email, from);
      const dropped = await startSession(ctx, user.id);
      // This browser now knows the account (until its password changes): a stranger's failures
      // elsewhere will not hold it.
      ctx.device?.issue(user);
      // What the sign-in dropped from before (the account's storage was full), so the host is told.
      return signedIn(await getMe(ctx.db, user.id), dropped);
    }),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.session) await invalidateSession(ctx.db, ctx.session.sessionId);
    ctx.cookies?.clear();
    return { ok: true as const };
  }),

  /**
   * Always answers the same, after the same work, whether or not the address has an account: it
   * only queues the request; the worker looks the address up and sends the e-mail
   * (password-reset-queue.ts), so the answer's timing reveals nothing. The worker also sends at
   * most three per account an hour, whoever asks from wherever: past that, the answer is the same
   * and nothing goes out (docs/decisions/035-reset-and-reminder-limits.md).
   */
  requestPasswordReset: publicProcedure
    .use(rateLimited('passwordReset'))
    .input(requestPasswordResetInput)
    .mutation(async ({ ctx, input }) => {
      await ctx.jobs.insert(passwordResetQueue, [
        { data: { email: input.email, origin: ctx.appOrigin } },
      ]);
      return { ok: true as const };
    }),

  /**
   * Sets a new password from a reset link (once, within the hour) and ends every session and every
   * other reset link of the user.
   */
  resetPassword: publicProcedure
    .use(rateLimited('passwordReset'))
    .input(resetPasswordInput.superRefine(refuseCommonPassword('password')))
    .mutation(async ({ ctx, input }) => {
      const passwordHash = await hashPassword(input.password);
      const used = await consumeEmailToken(ctx.db, input.token, 'reset_password');
      if (!used) throw new AppError('BAD_REQUEST', messages.auth.resetLinkInvalid);
      await resetUserPassword(ctx.db, used, passwordHash);
      // Any other reset link of this user is over too (and so is every session).
      await revokeEmailTokens(ctx.db, used.userId, 'reset_password');
      await invalidateUserSessions(ctx.db, used.userId);
      if (ctx.session?.userId === used.userId) ctx.cookies?.clear();
      return { ok: true as const };
    }),

  verifyEmail: publicProcedure.input(verifyEmailInput).mutation(async ({ ctx, input }) => {
    const used = await consumeEmailToken(ctx.db, input.token, 'verify_email');
    if (!used) throw new AppError('BAD_REQUEST', messages.auth.verifyLinkInvalid);
    await markEmailVerified(ctx.db, used);
    return { ok: true as const };
  }),

  resendVerification: userProcedure
    .use(rateLimited('verificationResend'))
    .mutation(async ({ ctx }) => {
      const user = await findUserById(ctx.db, ctx.session.userId);
      if (user?.email && !user.emailVerified) {
        await sendVerificationEmail(ctx, {
          id: user.id,
          email: user.email,
          displayName: user.displayName,
        });
      }
      return { ok: true as const };
    }),
});
