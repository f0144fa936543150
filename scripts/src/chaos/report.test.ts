import { describe, expect, it } from 'vitest';
import { type AttackRow, missedGoals, reportTable } from './report.ts';

const healthy = { latencies: [4, 5, 6, 7, 8], failed: 0 };

describe('the chaos report', () => {
  it('says "met" for an attack the server survived within every goal', () => {
    const row: AttackRow = {
      attack: 'churn',
      lived: true,
      health: healthy,
      lost: null,
      doubled: null,
      notes: '',
    };
    expect(missedGoals(row)).toEqual([]);
    const line = reportTable([row]).split('\n').at(-1);
    expect(line).toBe('| churn | yes | 6 / 8 / 8 (0/5) | n/a | n/a | met |  |');
  });

  it('marks each missed goal: death, a slow or failing /healthz, lost and doubled answers', () => {
    const row: AttackRow = {
      attack: 'cut | reconnect',
      lived: false,
      health: { latencies: [5, 150, 2000], failed: 1 },
      lost: 2,
      doubled: 0,
      notes: 'a|b',
      missed: ['exit code 1'],
    };
    expect(missedGoals(row)).toEqual([
      'died',
      'healthz p95 ≥ 100 ms',
      '1 healthz probes failed',
      '2 lost',
      'exit code 1',
    ]);
    const line = reportTable([row]).split('\n').at(-1);
    expect(line).toContain('| no ❌ | 150 / 2000 / 2000 (1/3) ❌ | 2 ❌ | 0 |');
    expect(line).toContain('a\\|b');
  });

  it('counts a run with no probes as a miss, not a pass', () => {
    const row: AttackRow = {
      attack: 'x',
      lived: null,
      health: { latencies: [], failed: 0 },
      lost: 0,
      doubled: 0,
      notes: '',
    };
    expect(missedGoals(row)).toEqual(['healthz p95 ≥ 100 ms']);
    expect(reportTable([row])).toContain('| x | n/a | – / – / – (0/0) ❌ | 0 | 0 |');
  });
});
