import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * How many uploads a host may start: plenty for filling in an event (a photo, a video, a song,
 * a few retries), not enough to fill the disk. Counted per account and per address.
 */
const PER_USER = { points: 40, duration: 10 * 60 };
const PER_ADDRESS = { points: 120, duration: 10 * 60 };

export interface UploadRateLimit {
  consume(userId: string, ip: string): Promise<boolean>;
}

export function createUploadRateLimit(enabled: boolean): UploadRateLimit {
  if (!enabled) return { consume: async () => true };
  const perUser = new RateLimiterMemory({ keyPrefix: 'upload-user', ...PER_USER });
  const perAddress = new RateLimiterMemory({ keyPrefix: 'upload-ip', ...PER_ADDRESS });
  return {
    async consume(userId, ip) {
      try {
        await perAddress.consume(ip);
        await perUser.consume(userId);
        return true;
      } catch (error) {
        if (error instanceof RateLimiterRes) return false;
        throw error;
      }
    },
  };
}
