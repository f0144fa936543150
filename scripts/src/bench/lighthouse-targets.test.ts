import { describe, expect, it } from 'vitest';
import { chosenTargets, roundRobin, runCounts } from './lighthouse-targets.ts';

describe('runCounts', () => {
  it('gives five runs to a guest page and three to the others by default', () => {
    expect(runCounts({})).toEqual({ guest: 5, public: 3, host: 3 });
  });

  it("takes the host's runs from LH_RUNS unless LH_HOST_RUNS says", () => {
    expect(runCounts({ LH_RUNS: '1', LH_GUEST_RUNS: '2' })).toEqual({
      guest: 2,
      public: 1,
      host: 1,
    });
    expect(runCounts({ LH_RUNS: '1', LH_HOST_RUNS: '4' }).host).toBe(4);
  });

  it('refuses a count that is not a whole number of at least one', () => {
    expect(() => runCounts({ LH_GUEST_RUNS: '0' })).toThrow(/LH_GUEST_RUNS/);
    expect(() => runCounts({ LH_RUNS: 'two' })).toThrow(/LH_RUNS/);
  });
});

describe('roundRobin', () => {
  it('takes one run of each page in turn until each has its own number', () => {
    const order = roundRobin([
      { name: 'landing', runs: 1 },
      { name: 'guest', runs: 3 },
      { name: 'host', runs: 2 },
    ]).map((t) => t.name);
    expect(order).toEqual(['landing', 'guest', 'host', 'guest', 'host', 'guest']);
  });
});

describe('chosenTargets', () => {
  const pages = [{ name: 'landing' }, { name: 'manage guests' }, { name: 'guest arcade' }];

  it('keeps every page without LH_PAGES', () => {
    expect(chosenTargets(pages, undefined)).toEqual(pages);
    expect(chosenTargets(pages, ' , ')).toEqual(pages);
  });

  it('keeps the pages whose name contains one of the words', () => {
    expect(chosenTargets(pages, 'manage, arcade').map((p) => p.name)).toEqual([
      'manage guests',
      'guest arcade',
    ]);
  });

  it('refuses words that name no page', () => {
    expect(() => chosenTargets(pages, 'wizard')).toThrow(/LH_PAGES=wizard/);
  });
});
