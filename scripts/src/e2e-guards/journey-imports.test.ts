import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../paths.ts';

// Every journey checks each page it visits for accessibility because it takes `test` from
// e2e/support/test.ts (docs/architecture.md, "Journeys"). A spec that took `test` straight from
// Playwright would walk its pages unchecked, so this keeps new journeys from doing that.

const e2eDir = resolve(repoRoot, 'scripts/e2e');
const FIXTURE = './support/test.ts';

/** What is wrong with how a journey's source gets `test`, or undefined when it is right. */
function importProblem(source: string): string | undefined {
  for (const match of source.matchAll(
    /import\s+(type\s+)?([^;]*?)\s+from\s+'@playwright\/test'/g,
  )) {
    const [, typeOnly, clause = ''] = match;
    if (typeOnly) continue;
    if (/\*\s+as\s+/.test(clause)) return 'imports all of @playwright/test';
    const named = clause.match(/\{([^}]*)\}/)?.[1] ?? '';
    const values = named
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '' && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0]);
    if (values.includes('test')) return `imports test from @playwright/test instead of ${FIXTURE}`;
  }
  if (/\btest(\.\w+)*\(/.test(source) && !source.includes(`from '${FIXTURE}'`)) {
    return `declares tests without importing test from ${FIXTURE}`;
  }
  return undefined;
}

describe('journey specs', () => {
  const specs = readdirSync(e2eDir).filter((name) => name.endsWith('.spec.ts'));

  it('finds the journeys', () => {
    expect(specs.length).toBeGreaterThan(0);
  });

  it.each(specs)('%s takes test from the accessibility fixture', (name) => {
    expect(importProblem(readFileSync(resolve(e2eDir, name), 'utf8'))).toBeUndefined();
  });
});

describe('importProblem', () => {
  it('accepts the fixture, and types from Playwright', () => {
    const ok = `import type { Page } from '@playwright/test';\nimport { devices, type Browser } from '@playwright/test';\nimport { expect, test } from './support/test.ts';\ntest('x', () => {});`;
    expect(importProblem(ok)).toBeUndefined();
  });

  it('refuses test taken from Playwright, renamed or not', () => {
    expect(importProblem(`import { expect, test } from '@playwright/test';`)).toMatch(/instead/);
    expect(importProblem(`import {\n  test as it,\n  expect,\n} from '@playwright/test';`)).toMatch(
      /instead/,
    );
    expect(importProblem(`import * as pw from '@playwright/test';`)).toMatch(/all of/);
  });

  it('refuses tests declared with no fixture import at all', () => {
    expect(importProblem(`import { base } from './elsewhere.ts';\ntest('x', () => {});`)).toMatch(
      /without/,
    );
  });
});
