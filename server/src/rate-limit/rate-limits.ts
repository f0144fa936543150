import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/** The public writes that are rate-limited, with how many tries a client gets per window. */
const policies = {
  waitlistJoin: { points: 10, duration: 60 },
  signIn: { points: 10, duration: 60 },
  signInFailuresPerAccount: { points: 5, duration: 15 * 60 },
  register: { points: 5, duration: 60 },
  passwordReset: { points: 5, duration: 60 },
  passwordChange: { points: 5, duration: 60 },
  googleStart: { points: 10, duration: 60 },
  anonymousStart: { points: 30, duration: 10 * 60 },
  verificationResend: { points: 3, duration: 10 * 60 },
  /** Events created per session (anonymous sessions are free to get, so the limit is per user). */
  eventCreate: { points: 30, duration: 10 * 60 },
  /** Guest answers: per invitation or per browser on a share link, and per share link. */
  inviteAnswerPerGuest: { points: 10, duration: 60 },
  inviteAnswerPerLink: { points: 1000, duration: 60 },
  /** Checkout sessions started per host (SPEC.md §8: 'Please wait a few minutes…'). */
  checkoutCreate: { points: 10, duration: 10 * 60 },
  /** guests.send calls per host: each may queue up to 200 e-mails. */
  guestSend: { points: 30, duration: 10 * 60 },
  /** Invitation openings per client address (a reload is free anyway: one view per day). */
  inviteView: { points: 120, duration: 60 },
} as const;

export type RateLimitPolicy = keyof typeof policies;

export interface RateLimits {
  /** Resolves when `key` may act once more under `policy`; false when it has used up its tries. */
  consume(policy: RateLimitPolicy, key: string): Promise<boolean>;
  /** True when `key` has no tries left under `policy`, without using one. */
  exhausted(policy: RateLimitPolicy, key: string): Promise<boolean>;
}

export function createRateLimits(enabled: boolean): RateLimits {
  if (!enabled) return { consume: async () => true, exhausted: async () => false };
  const limiters = new Map(
    Object.entries(policies).map(([name, opts]) => [
      name,
      new RateLimiterMemory({ keyPrefix: name, ...opts }),
    ]),
  );
  return {
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
