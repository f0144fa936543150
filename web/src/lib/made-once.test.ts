import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { madeOnce } from './made-once.ts';

describe('madeOnce', () => {
  it('makes nothing until asked, then makes once and keeps it', () => {
    let makes = 0;
    const value = madeOnce(() => ({ made: ++makes }));
    expect(makes).toBe(0);
    const first = value();
    expect(value()).toBe(first);
    expect(first).toEqual({ made: 1 });
    expect(makes).toBe(1);
  });
});

/** Every source module of the web app (not its tests). */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the web app’s modules', () => {
  it('make no Intl formatter as they load (madeOnce makes it at first use)', () => {
    const src = join(import.meta.dirname, '..');
    const files = sourceFiles(src);
    expect(files.length).toBeGreaterThan(100);
    const atLoad = files.filter((file) =>
      /^(?:export )?(?:const|let|var) \w+ = new Intl\./m.test(readFileSync(file, 'utf8')),
    );
    expect(atLoad.map((file) => file.slice(src.length + 1))).toEqual([]);
  });
});
