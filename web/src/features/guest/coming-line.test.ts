import { describe, expect, it } from 'vitest';
import { comingLine } from './coming-line.ts';

describe('comingLine', () => {
  it('names who accepted and counts the rest', () => {
    expect(comingLine(['Ana'], 0)).toBe('Ana is coming.');
    expect(comingLine(['Ana', 'Ben'], 0)).toBe('Ana and Ben are coming.');
    expect(comingLine(['Ana', 'Ben', 'Cy'], 2)).toBe('Ana, Ben, Cy and 2 others are coming.');
    expect(comingLine(['Ana'], 1)).toBe('Ana and 1 other are coming.');
    expect(comingLine([], 1)).toBe('1 guest is coming.');
    expect(comingLine([], 3)).toBe('3 guests are coming.');
  });

  it('invites a guest to be the first', () => {
    expect(comingLine([], 0)).toBe('Nobody has said yes yet. Be the first!');
  });
});
