import type { Db } from '@partyreel/db';
import { emailTokens, oauthAccounts, sessions, users } from '@partyreel/db/schema';
import { and, eq } from 'drizzle-orm';
import type { SessionUser } from '../../context.ts';
import { notify } from '../../live/notices.ts';
import type { GoogleIdentity } from './google-provider.ts';

/**
 * The user a Google identity signs in as: the one already linked to it; else the user whose e-mail
 * it carries, if Google verified that e-mail; else the caller's anonymous user, turned into an
 * account; else a new user. Throws when the e-mail belongs to someone else and is not verified.
 *
 * An account whose owner never proved the address (registered with a password, e-mail unverified)
 * may have been made by someone else to wait for the address's real owner: when Google vouches for
 * the address, its owner takes the account over cleanly — the password, every session and every
 * outstanding e-mail token end (docs/decisions/019).
 */
export async function resolveGoogleUser(
  db: Db,
  identity: GoogleIdentity,
  session: SessionUser | null,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ userId: oauthAccounts.userId })
      .from(oauthAccounts)
      .where(
        and(
          eq(oauthAccounts.provider, 'google'),
          eq(oauthAccounts.providerUserId, identity.subject),
        ),
      );
    if (linked) return linked.userId;

    if (!identity.email) throw new Error('Google gave no e-mail address');
    const [byEmail] = await tx.select().from(users).where(eq(users.email, identity.email));
    let userId: string;
    if (byEmail) {
      if (!identity.emailVerified)
        throw new Error('unverified Google e-mail matches an existing account');
      userId = byEmail.id;
      if (!byEmail.emailVerified) {
        await tx.update(users).set({ passwordHash: null }).where(eq(users.id, userId));
        await tx.delete(sessions).where(eq(sessions.userId, userId));
        await tx.delete(emailTokens).where(eq(emailTokens.userId, userId));
        await tx.execute(notify({ kind: 'user-sessions-ended', userId }));
      }
      await tx.update(users).set({ emailVerified: true }).where(eq(users.id, userId));
    } else {
      const profile = {
        email: identity.email,
        emailVerified: identity.emailVerified,
        displayName: identity.name,
        photoUrl: identity.picture,
        isAnonymous: false,
      };
      const anonymous = session?.isAnonymous ? session.userId : undefined;
      if (anonymous) {
        await tx.update(users).set(profile).where(eq(users.id, anonymous));
        userId = anonymous;
      } else {
        const [created] = await tx.insert(users).values(profile).returning({ id: users.id });
        if (!created) throw new Error('user not created');
        userId = created.id;
      }
    }
    await tx.insert(oauthAccounts).values({
      provider: 'google',
      providerUserId: identity.subject,
      userId,
      email: identity.email,
    });
    return userId;
  });
}
