import { describe, expect, it } from 'vitest';
import { eventTitleOrFallback, guestNameOrFallback } from './fallbacks.ts';

describe('eventTitleOrFallback', () => {
  it('keeps a title, trimmed', () => {
    expect(eventTitleOrFallback("  Mia's 7th Birthday ")).toBe("Mia's 7th Birthday");
  });

  it.each([null, undefined, '', '   '])('falls back to Untitled Event for %j', (title) => {
    expect(eventTitleOrFallback(title)).toBe('Untitled Event');
  });
});

describe('guestNameOrFallback', () => {
  it('keeps a name, trimmed', () => {
    expect(guestNameOrFallback(' Sam Jones ')).toBe('Sam Jones');
  });

  it.each([null, undefined, '', '\t'])('falls back to Guest for %j', (name) => {
    expect(guestNameOrFallback(name)).toBe('Guest');
  });
});
