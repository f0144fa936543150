import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/** The public writes that are rate-limited, with how many tries a client gets per window. */
const policies = {
  waitlistJoin: { points: 10, duration: 60 },
  signIn: { points: 10, duration: 60 },
  register: { points: 5, duration: 60 },
  passwordReset: { points: 5, duration: 60 },
  passwordChange: { points: 5, duration: 60 },
  googleStart: { points: 10, duration: 60 },
  anonymousStart: { points: 30, duration: 10 * 60 },
  verificationResend: { points: 3, duration: 10 * 60 },
  /** Events created per session (anonymous sessions are free to get, so the limit is per user). */
  eventCreate: { points: 30, duration: 10 * 60 },
  /** Guest answers: per invitation, or per visitor cookie on a share link. */
  inviteAnswerPerGuest: { points: 10, duration: 60 },
  /**
   * Share-link answers per client address and link: a family on one Wi-Fi answers from several
   * phones, a script cannot flood the link (no cap per link, so it cannot lock real guests out).
   */
  inviteAnswerPerAddress: { points: 30, duration: 10 * 60 },
  /** New share-link visitor cookies per client address: minting identities costs real requests. */
  visitorIssue: { points: 60, duration: 60 * 60 },
  /** Checkout sessions started per host (SPEC.md §8: 'Please wait a few minutes…'). */
  checkoutCreate: { points: 10, duration: 10 * 60 },
  /** guests.send calls per host: each may queue up to 200 e-mails. */
  guestSend: { points: 30, duration: 10 * 60 },
  /** Invitation openings per client address (a reload is free anyway: one view per day). */
  inviteView: { points: 120, duration: 60 },
} as const;

export type RateLimitPolicy = keyof typeof policies;

/**
 * Failed sign-ins are throttled, never locked (docs/decisions/019-hardening-auth.md): for one
 * account from one client address the first `free` failures cost nothing, then each further try
 * must wait 1 s, 2 s, 4 s… after the last failure, at most `maxWaitMs`. Across all addresses an
 * account gets a much higher number of free failures, then the same growing waits, so a guesser
 * spread over many addresses is slowed too. A count is forgotten a day after its last failure; a
 * correct password clears the count of its account and address.
 */
export const SIGN_IN_THROTTLE = {
  perAccountAndAddress: { free: 5 },
  perAccount: { free: 100 },
  maxWaitMs: 5 * 60 * 1000,
  forgetAfterMs: 24 * 60 * 60 * 1000,
} as const;

export interface RateLimits {
  /** Resolves when `key` may act once more under `policy`; false when it has used up its tries. */
  consume(policy: RateLimitPolicy, key: string): Promise<boolean>;
  /** True when `key` has no tries left under `policy`, without using one. */
  exhausted(policy: RateLimitPolicy, key: string): Promise<boolean>;
  /** How many milliseconds a sign-in to `account` from `address` must still wait; 0: it may try. */
  signInWait(account: string, address: string): number;
  /**
   * Counts a try for `account` from `address` as a failure before the password is checked, so
   * simultaneous guesses cannot all slip in under the count.
   */
  signInAttempt(account: string, address: string): void;
  /** The right password after all: the count for `account` from `address` starts again. */
  signInSucceeded(account: string, address: string): void;
}

interface Failures {
  count: number;
  last: number;
}

/** Counts of failures per key, with the growing wait they impose; kept in memory per instance. */
class FailureCounts {
  private readonly entries = new Map<string, Failures>();

  constructor(
    private readonly free: number,
    private readonly now: () => number,
  ) {}

  waitMs(key: string): number {
    const entry = this.current(key);
    if (!entry || entry.count < this.free) return 0;
    const wait = Math.min(2 ** (entry.count - this.free) * 1000, SIGN_IN_THROTTLE.maxWaitMs);
    return Math.max(0, entry.last + wait - this.now());
  }

  fail(key: string): void {
    const count = (this.current(key)?.count ?? 0) + 1;
    // Re-inserted, so the map stays ordered by last failure for pruning.
    this.entries.delete(key);
    this.entries.set(key, { count, last: this.now() });
    if (this.entries.size > 10_000) this.prune();
  }

  clear(key: string): void {
    this.entries.delete(key);
  }

  /** Takes back one failure counted under `key`. */
  undo(key: string): void {
    const entry = this.current(key);
    if (entry && entry.count > 1) entry.count -= 1;
    else if (entry) this.entries.delete(key);
  }

  private current(key: string): Failures | undefined {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.last > SIGN_IN_THROTTLE.forgetAfterMs) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** Drops forgotten counts; past 100,000 keys, the oldest go first (memory stays bounded). */
  private prune(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) {
      if (now - entry.last <= SIGN_IN_THROTTLE.forgetAfterMs && this.entries.size <= 100_000) break;
      this.entries.delete(key);
    }
  }
}

/** The sign-in throttle of SIGN_IN_THROTTLE. */
export function createSignInThrottle(now: () => number = Date.now) {
  const pairs = new FailureCounts(SIGN_IN_THROTTLE.perAccountAndAddress.free, now);
  const accounts = new FailureCounts(SIGN_IN_THROTTLE.perAccount.free, now);
  const pair = (account: string, address: string) => `${account}\u0000${address}`;
  return {
    signInWait: (account: string, address: string) =>
      Math.max(pairs.waitMs(pair(account, address)), accounts.waitMs(account)),
    signInAttempt(account: string, address: string) {
      pairs.fail(pair(account, address));
      accounts.fail(account);
    },
    signInSucceeded(account: string, address: string) {
      pairs.clear(pair(account, address));
      accounts.undo(account);
    },
  };
}

export function createRateLimits(enabled: boolean): RateLimits {
  if (!enabled) {
    return {
      consume: async () => true,
      exhausted: async () => false,
      signInWait: () => 0,
      signInAttempt: () => {},
      signInSucceeded: () => {},
    };
  }
  const signIn = createSignInThrottle();
  const limiters = new Map(
    Object.entries(policies).map(([name, opts]) => [
      name,
      new RateLimiterMemory({ keyPrefix: name, ...opts }),
    ]),
  );
  return {
    ...signIn,
    async consume(policy, key) {
      try {
        await limiters.get(policy)?.consume(key);
        return true;
      } catch (error) {
        if (error instanceof RateLimiterRes) return false;
        throw error;
      }
    },
    async exhausted(policy, key) {
      const limiter = limiters.get(policy);
      const state = limiter ? await limiter.get(key) : null;
      return state !== null && state.remainingPoints <= 0;
    },
  };
}
