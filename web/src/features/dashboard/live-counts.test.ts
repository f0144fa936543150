import { describe, expect, it } from 'vitest';
import type { DashboardEvent } from './dashboard-event.ts';
import { withLiveCounts } from './live-counts.ts';

const rows: DashboardEvent[] = [
  { id: 'a', title: 'A', eventDate: null, startTime: null, accepted: 1, maybe: 0, declined: 0 },
  { id: 'b', title: 'B', eventDate: null, startTime: null, accepted: 2, maybe: 1, declined: 2 },
];
const live = [{ eventId: 'b', accepted: 5, maybe: 2, declined: 3, viewed: 1, sent: 4 }];

describe('withLiveCounts', () => {
  it("updates the rows the counts name and keeps the others' numbers", () => {
    expect(withLiveCounts(rows, live)).toEqual([
      rows[0],
      { ...rows[1], accepted: 5, maybe: 2, declined: 3 },
    ]);
  });

  it('keeps the list as it is before the first message', () => {
    expect(withLiveCounts(rows, undefined)).toBe(rows);
    expect(withLiveCounts(undefined, live)).toBeUndefined();
  });
});
