import { createHash } from 'node:crypto';
import type { Db } from '@partyreel/db';
import { rateLimitCounters, signInFailures } from '@partyreel/db/schema';
import { messages } from '@partyreel/shared/messages';
import { inArray, lt, type SQL, sql } from 'drizzle-orm';
import { RateLimiterDrizzle, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError } from '../errors/app-error.ts';

/**
 * The public writes that are rate-limited, with how many tries a client gets per window, and the
 * refusal's text where it is not messages.generic.tooManyRequests. The counts live in the database
 * (rate_limit_counters), so every instance behind one address shares them: a client cannot
 * multiply its tries by the number of instances.
 */
const policies = {
  waitlistJoin: { points: 10, duration: 60 },
  signIn: { points: 10, duration: 60 },
  register: { points: 5, duration: 60 },
  passwordReset: { points: 5, duration: 60 },
  /**
   * Reset e-mails per account (keyed by its lower-cased address), whatever the client addresses:
   * counted by the job that sends them, so the request's answer never says
   * (docs/decisions/035-reset-and-reminder-limits.md).
   */
  passwordResetPerAccount: { points: 3, duration: 60 * 60 },
  /**
   * The owner's e-mail that many sign-ins failed (SIGN_IN_THROTTLE.perAccount tripped), per account:
   * once per window of that count (docs/decisions/039-trusted-proxies-and-sign-in-lock-out.md).
   */
  signInAlertPerAccount: { points: 1, duration: 24 * 60 * 60 },
  passwordChange: { points: 5, duration: 60 },
  googleStart: { points: 10, duration: 60 },
  anonymousStart: { points: 30, duration: 10 * 60 },
  verificationResend: { points: 3, duration: 10 * 60 },
  /** Events created per session (anonymous sessions are free to get, so the limit is per user). */
  eventCreate: { points: 30, duration: 10 * 60 },
  /** Event edits and reminder settings saved, per user: plenty for a host. */
  eventUpdate: { points: 60, duration: 10 * 60, refusal: messages.editEvent.tooManyChanges },
  eventReminders: { points: 60, duration: 10 * 60, refusal: messages.editEvent.tooManyChanges },
  /** Guest answers: per invitation, or per visitor cookie on a share link. */
  inviteAnswerPerGuest: { points: 10, duration: 60 },
  /**
   * Share-link answers per client address and link: a family on one Wi-Fi answers from several
   * phones, a script cannot flood the link (no cap per link, so it cannot lock real guests out).
   */
  inviteAnswerPerAddress: { points: 30, duration: 10 * 60 },
  /** New share-link visitor cookies per client address: minting identities costs real requests. */
  visitorIssue: { points: 60, duration: 60 * 60 },
  /**
   * Checkout sessions started per host (docs/product.md, Limits and validation: 'Please wait a few
   * minutes…').
   */
  checkoutCreate: { points: 10, duration: 10 * 60, refusal: messages.checkout.tooMany },
  /** guests.send calls per host: each may queue up to 200 e-mails. */
  guestSend: { points: 30, duration: 10 * 60, refusal: messages.send.tooMany },
  /** Invitation openings per client address (a reload is free anyway: one view per day). */
  inviteView: { points: 120, duration: 60 },
  /**
   * Guest pages loaded per client address: a party on one Wi-Fi opening theirs, not a script trying
   * codes (docs/decisions/040-storage-budgets-and-bounded-lists.md).
   */
  inviteLoad: { points: 120, duration: 60 },
  /** Contacts saved per account: far more than typing allows, too few to fill a table in minutes. */
  contactAdd: { points: 200, duration: 10 * 60, refusal: messages.contacts.tooManyAdds },
  /**
   * Uploads a host may start, per account and per client address: plenty for filling in an event
   * (a photo, a video, a song, a few retries), not enough to fill the disk.
   */
  uploadPerUser: { points: 40, duration: 10 * 60 },
  uploadPerAddress: { points: 120, duration: 10 * 60 },
  /**
   * Opens and posts per unsubscribe link (docs/decisions/032): a person and their mail client need
   * a handful. Not per client address: mail providers post their users' one-clicks from a few.
   */
  unsubscribeLink: { points: 20, duration: 10 * 60 },
  /** Updates to guests per host: news a few times a day, never a stream (each one e-mails). */
  updatePost: { points: 10, duration: 60 * 60, refusal: messages.updates.tooOften },
  /** Guest list exports per host: a file a minute is plenty, a loop of them is not. */
  guestExport: { points: 30, duration: 10 * 60 },
} satisfies Record<string, Policy>;

interface Policy {
  /** Tries per window. */
  points: number;
  /** The window, in seconds. */
  duration: number;
  /** What a client with no tries left reads (a catalogue text). */
  refusal?: string;
}

export type RateLimitPolicy = keyof typeof policies;

/**
 * Uses one of `key`'s tries under `policy`; when none is left, throws AppError TOO_MANY_REQUESTS
 * with the policy's text. Procedures say it with trpc.ts's `rateLimited(policy, keyOf)`; plain
 * routes, and a procedure whose key is known only half-way, call it directly.
 */
export async function consumeOrRefuse(
  rateLimits: Pick<RateLimits, 'consume'>,
  policy: RateLimitPolicy,
  key: string,
): Promise<void> {
  if (await rateLimits.consume(policy, key)) return;
  throw rateLimitRefusal(policy);
}

/** The refusal of a key that has used up its tries under `policy`: TOO_MANY_REQUESTS, its text. */
export function rateLimitRefusal(policy: RateLimitPolicy): AppError {
  const { refusal = messages.generic.tooManyRequests }: Policy = policies[policy];
  return new AppError('TOO_MANY_REQUESTS', refusal);
}

/**
 * Failed sign-ins are throttled, never locked (docs/decisions/019-hardening-auth.md, and
 * docs/decisions/039-trusted-proxies-and-sign-in-lock-out.md for the account-wide tier): for one
 * account from one client address the first `free` failures cost nothing, then each further try
 * must wait 1 s, 2 s, 4 s… after the last failure, at most `maxWaitMs`. A browser with the
 * account's device cookie (auth/device-cookie.ts) is counted by itself instead, whatever its
 * address, and by nothing else. Across all addresses an account's failures from browsers without
 * its cookie are counted too; past `perAccount.free` the account is under attack: its owner is
 * e-mailed, and each further address gets `underAttack.free` failures, then waits up to
 * `underAttack.maxWaitMs`. That count never refuses a try by itself, so the first try from any
 * address is always checked and a stranger's failures cannot keep the owner out. A count is
 * forgotten a day after its last failure; a correct password clears the count of its address (or
 * device). Kept in the database (sign_in_failures), shared by every instance.
 */
export const SIGN_IN_THROTTLE = {
  perAccountAndAddress: { free: 5 },
  perDevice: { free: 5 },
  perAccount: { free: 100 },
  underAttack: { free: 1, maxWaitMs: 60 * 60 * 1000 },
  maxWaitMs: 5 * 60 * 1000,
  forgetAfterMs: 24 * 60 * 60 * 1000,
} as const;

/** Where a sign-in comes from: its client address, and the device id of a valid device cookie. */
export interface SignInFrom {
  address: string;
  /** From a device cookie naming this very account (auth/device-cookie.ts); else undefined. */
  deviceId?: string | undefined;
}

/** A sign-in try's verdict, before the password is checked. */
export interface SignInTry {
  /** How long it must still wait (nothing was counted), or 0: go on, counted as a failure. */
  waitMs: number;
  /** This try's failure brought the account-wide count to `perAccount.free`: under attack now. */
  accountTripped: boolean;
}

export interface RateLimits {
  /** Resolves when `key` may act once more under `policy`; false when it has used up its tries. */
  consume(policy: RateLimitPolicy, key: string): Promise<boolean>;
  /** True when `key` has no tries left under `policy`, without using one. */
  exhausted(policy: RateLimitPolicy, key: string): Promise<boolean>;
  /**
   * `consume` as part of the caller's own statement: the body of a CTE that uses one of `key`'s
   * tries under `policy` for the row `from` (a `from …` clause yielding at most one row) and
   * returns the verdict as a boolean column `passed`; no row, no try. For a statement that can know
   * only inside itself which limits apply (invite/invite-answer.ts), so it decides in one round
   * trip. With limits off it passes every row and stores nothing.
   */
  consumeInStatement(policy: RateLimitPolicy, key: string, from: SQL): SQL;
  /**
   * A sign-in try for `account` from `from`: when it must still wait, how many milliseconds (and
   * nothing is counted); else 0, and the try counts as a failure before the password is checked,
   * so simultaneous guesses (on any instance) cannot all slip in under the count.
   */
  signInTry(account: string, from: SignInFrom): Promise<SignInTry>;
  /** The right password after all: the count for `account` from `from` starts again. */
  signInSucceeded(account: string, from: SignInFrom): Promise<void>;
  /** Stops the periodic clean-up of old counts. */
  stop(): void;
}

/** Keys are stored hashed: the tables hold no e-mail address or client address in clear. */
function hashed(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('base64url');
}

/** How long a sign-in with `failures` counted, the last `ageMs` ago, must still wait. */
export function signInWaitMs(
  failures: number,
  free: number,
  ageMs: number,
  maxWaitMs: number = SIGN_IN_THROTTLE.maxWaitMs,
): number {
  if (ageMs > SIGN_IN_THROTTLE.forgetAfterMs || failures < free) return 0;
  const wait = Math.min(2 ** (failures - free) * 1000, maxWaitMs);
  return Math.max(0, wait - ageMs);
}

/** The sign-in throttle of SIGN_IN_THROTTLE, on the database. */
function signInThrottle(db: Db) {
  const accountKey = (account: string) => hashed('account', account.toLowerCase());
  /** The key its own count is kept under: the device's, else the account and address's. */
  const ownKey = (account: string, from: SignInFrom) =>
    from.deviceId
      ? hashed('device', account.toLowerCase(), from.deviceId)
      : hashed('pair', account.toLowerCase(), from.address);
  const forget = sql.raw(`interval '${SIGN_IN_THROTTLE.forgetAfterMs} milliseconds'`);
  const { perAccount, underAttack } = SIGN_IN_THROTTLE;
  return {
    async signInTry(account: string, from: SignInFrom): Promise<SignInTry> {
      const own = ownKey(account, from);
      // A device with the account's cookie is not counted with the others, nor held by them.
      const keys = from.deviceId ? [own] : [own, accountKey(account)];
      return db.transaction(async (tx) => {
        await tx
          .insert(signInFailures)
          .values(keys.map((key) => ({ key, failures: 0, lastFailureAt: sql`now()` })))
          .onConflictDoNothing();
        // The rows locked (in key order, so two tries never wait on each other crosswise).
        const rows = await tx
          .select({
            key: signInFailures.key,
            failures: signInFailures.failures,
            ageMs: sql<number>`(extract(epoch from now() - ${signInFailures.lastFailureAt}) * 1000)::float8`,
          })
          .from(signInFailures)
          .where(inArray(signInFailures.key, keys))
          .orderBy(signInFailures.key)
          .for('update');
        const ownRow = rows.find((row) => row.key === own);
        const accountRow = rows.find((row) => row.key !== own);
        // The account-wide count only tightens what each address gets; it refuses nothing itself.
        const attacked =
          accountRow !== undefined &&
          accountRow.failures >= perAccount.free &&
          Number(accountRow.ageMs) <= SIGN_IN_THROTTLE.forgetAfterMs;
        const free = from.deviceId
          ? SIGN_IN_THROTTLE.perDevice.free
          : attacked
            ? underAttack.free
            : SIGN_IN_THROTTLE.perAccountAndAddress.free;
        const waitMs = ownRow
          ? signInWaitMs(
              ownRow.failures,
              free,
              Number(ownRow.ageMs),
              attacked ? underAttack.maxWaitMs : SIGN_IN_THROTTLE.maxWaitMs,
            )
          : 0;
        if (waitMs > 0) return { waitMs, accountTripped: false };
        const counted = await tx
          .update(signInFailures)
          .set({
            failures: sql`case when ${signInFailures.lastFailureAt} < now() - ${forget} then 1
              else ${signInFailures.failures} + 1 end`,
            lastFailureAt: sql`now()`,
          })
          .where(inArray(signInFailures.key, keys))
          .returning({ key: signInFailures.key, failures: signInFailures.failures });
        const accountFailures = counted.find((row) => row.key !== own)?.failures;
        return { waitMs: 0, accountTripped: accountFailures === perAccount.free };
      });
    },
    async signInSucceeded(account: string, from: SignInFrom): Promise<void> {
      await db.execute(sql`delete from sign_in_failures where key = ${ownKey(account, from)}`);
      if (from.deviceId) return;
      await db.execute(sql`
        update sign_in_failures set failures = greatest(failures - 1, 0)
        where key = ${accountKey(account)}`);
    },
    /** Forgets counts older than SIGN_IN_THROTTLE.forgetAfterMs. */
    async prune(): Promise<void> {
      await db
        .delete(signInFailures)
        .where(sql`${signInFailures.lastFailureAt} < now() - ${forget}`);
    },
  };
}

/** How often old counters are deleted, on every instance (each delete is idempotent). */
const PRUNE_EVERY_MS = 5 * 60 * 1000;

export function createRateLimits(enabled: boolean, db: Db): RateLimits {
  if (!enabled) {
    return {
      consume: async () => true,
      exhausted: async () => false,
      consumeInStatement: (_policy, _key, from) => sql`select true as passed ${from}`,
      signInTry: async () => ({ waitMs: 0, accountTripped: false }),
      signInSucceeded: async () => {},
      stop: () => {},
    };
  }
  const signIn = signInThrottle(db);
  const limiters = new Map(
    Object.entries(policies).map(([name, { points, duration }]) => [
      name,
      new RateLimiterDrizzle({
        storeClient: db,
        schema: rateLimitCounters,
        keyPrefix: name,
        // Cleared below, once for all policies, and stopped with the app.
        clearExpiredByTimeout: false,
        points,
        duration,
      }),
    ]),
  );
  const prune = async () => {
    try {
      await db
        .delete(rateLimitCounters)
        .where(lt(rateLimitCounters.expire, sql`now() - interval '1 hour'`));
      await signIn.prune();
    } catch {
      // The database is away (shutting down): the next round tries again.
    }
  };
  const timer = setInterval(() => void prune(), PRUNE_EVERY_MS);
  timer.unref();
  return {
    signInTry: signIn.signInTry,
    signInSucceeded: signIn.signInSucceeded,
    stop: () => clearInterval(timer),
    async consume(policy, key) {
      try {
        await limiters.get(policy)?.consume(hashed(key));
        return true;
      } catch (error) {
        if (error instanceof RateLimiterRes) return false;
        throw error;
      }
    },
    async exhausted(policy, key) {
      const limiter = limiters.get(policy);
      const state = limiter ? await limiter.get(hashed(key)) : null;
      return state !== null && state.remainingPoints <= 0;
    },
    consumeInStatement: counterTry,
  };
}

/**
 * RateLimiterDrizzle's consume (rate-limiter-flexible's `_upsert`, then its `consumedPoints >
 * points` refusal) written as SQL, on the same row: the key `{policy}:{hashed key}`, the window
 * started or carried on by this process's clock as the library's is, so a try counted here and one
 * counted by `consume` are counted together (rate-limits.test.ts holds them to it).
 */
function counterTry(policy: RateLimitPolicy, key: string, from: SQL): SQL {
  const { points, duration } = policies[policy];
  const now = new Date();
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const expire = new Date(now.getTime() + duration * 1000).toISOString();
  return sql`
    insert into rate_limit_counters as c (key, points, expire)
    select ${`${policy}:${hashed(key)}`}, 1, ${expire}::timestamptz ${from}
    on conflict (key) do update set
      points = case when c.expire <= ${nowSql} then 1 else c.points + 1 end,
      expire = case when c.expire <= ${nowSql} then excluded.expire else c.expire end
    returning c.points <= ${points}::int as passed`;
}
