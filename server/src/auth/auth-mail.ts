import type { Context } from '../context.ts';
import { resetPasswordMessage } from '../mail/templates/reset-password.tsx';
import { verifyEmailMessage } from '../mail/templates/verify-email.tsx';
import { createEmailToken } from './email-tokens.ts';
import { hashToken } from './tokens.ts';

type MailContext = Pick<Context, 'db' | 'mailer' | 'appOrigin'>;

/** A fresh single-use verification link, e-mailed to the address the account was made with. */
export async function sendVerificationEmail(
  ctx: MailContext,
  user: { id: string; email: string; displayName: string | null },
): Promise<void> {
  const token = await createEmailToken(ctx.db, user.id, 'verify_email', user.email);
  const url = `${ctx.appOrigin}/verify-email?token=${token}`;
  await ctx.mailer.send({
    ...(await verifyEmailMessage({ displayName: user.displayName ?? '', url })),
    to: user.email,
    idempotencyKey: `verify-email:${hashToken(token)}`,
    secret: token,
  });
}

/** A reset link that works once, within the hour. */
export async function sendPasswordResetEmail(
  ctx: MailContext,
  user: { id: string; email: string },
): Promise<void> {
  const token = await createEmailToken(ctx.db, user.id, 'reset_password', user.email);
  const url = `${ctx.appOrigin}/reset-password?token=${token}`;
  await ctx.mailer.send({
    ...(await resetPasswordMessage({ url })),
    to: user.email,
    idempotencyKey: `reset-password:${hashToken(token)}`,
    secret: token,
  });
}
