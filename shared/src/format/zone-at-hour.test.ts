import { describe, expect, it } from 'vitest';
import { zoneAtHour } from './zone-at-hour.ts';

describe('zoneAtHour', () => {
  it('names a zone whose clock reads the hour asked, at any time of day', () => {
    for (let utc = 0; utc < 24; utc++) {
      const now = new Date(Date.UTC(2026, 10, 28, utc, 30));
      for (const hour of [0, 9, 12, 23]) {
        const zone = zoneAtHour(hour, now);
        const shown = new Intl.DateTimeFormat('en-GB', {
          timeZone: zone,
          hour: '2-digit',
          hourCycle: 'h23',
        }).format(now);
        expect([utc, hour, Number(shown)]).toEqual([utc, hour, hour]);
      }
    }
  });
});
