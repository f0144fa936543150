import { messages } from '@partyreel/shared/messages';
import { describe, expect, it } from 'vitest';
import { invitationText, quietHoursEnd } from './sms-rules.ts';

describe('quietHoursEnd', () => {
  const at = (iso: string) => new Date(iso);

  it('lets a text go at once between 09:00 and 21:00 in the event’s zone', () => {
    expect(quietHoursEnd('America/New_York', at('2026-06-01T13:00:00Z'))).toBeUndefined(); // 09:00
    expect(quietHoursEnd('America/New_York', at('2026-06-02T00:59:00Z'))).toBeUndefined(); // 20:59
  });

  it('holds a text from 21:00 to the next 09:00 there', () => {
    // 21:00 in New York (EDT, UTC-4) → 09:00 the next morning.
    expect(quietHoursEnd('America/New_York', at('2026-06-02T01:00:00Z'))?.toISOString()).toBe(
      '2026-06-02T13:00:00.000Z',
    );
    // 03:00 in Tokyo → 09:00 the same day.
    expect(quietHoursEnd('Asia/Tokyo', at('2026-06-01T18:00:00Z'))?.toISOString()).toBe(
      '2026-06-02T00:00:00.000Z',
    );
  });

  it('reads an unknown zone as UTC', () => {
    expect(quietHoursEnd('Nowhere/Atlantis', at('2026-06-01T22:00:00Z'))?.toISOString()).toBe(
      '2026-06-02T09:00:00.000Z',
    );
  });
});

describe('invitationText', () => {
  const link = `https://partyreel.app/invite/AbCdEfGhIjKl?id=${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}`;

  it('says who invites, to what, the link, and on the first text how to stop', () => {
    const first = invitationText({ hostName: 'Maya', title: 'Pool party', link, firstText: true });
    expect(first).toBe(`Maya invites you to Pool party: ${link} ${messages.texts.stopNotice}`);
    const later = invitationText({ hostName: null, title: 'Pool party', link, firstText: false });
    expect(later).toBe(`You're invited to Pool party: ${link}`);
  });

  it('shortens a long title so the text stays one segment, never the link', () => {
    const title = 'The most wonderful surprise birthday garden party of the whole year';
    const text = invitationText({ hostName: 'Maya', title, link, firstText: true });
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toContain(link);
    expect(text).toMatch(/^Maya invites you to The most wonderful.*\.\.\.: /);
  });
});
