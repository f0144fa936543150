import { describe, expect, it } from 'vitest';
import { personalLink, smsHref, textByHandBody } from './text-by-hand.ts';

describe('texting a guest by hand', () => {
  it('opens the messaging app at the number with the text written', () => {
    const href = smsHref('+1 (555) 010-0199', 'Hi & welcome: https://x.test/invite/a?id=b');
    expect(href).toBe(
      `sms:+15550100199?&body=${encodeURIComponent('Hi & welcome: https://x.test/invite/a?id=b')}`,
    );
    const body = new URLSearchParams(href.slice(href.indexOf('?') + 1)).get('body');
    expect(body).toBe('Hi & welcome: https://x.test/invite/a?id=b');
  });

  it("writes who invites, to what, and the guest's own link", () => {
    const link = personalLink(
      'https://partyreel.test',
      'Ab12 Cd',
      'c0ffee00-0000-4000-8000-000000000000',
    );
    expect(link).toBe(
      'https://partyreel.test/invite/Ab12%20Cd?id=c0ffee00-0000-4000-8000-000000000000',
    );
    expect(textByHandBody('Maya', "Zoe's 30th", link)).toBe(
      `Maya invites you to Zoe's 30th! Open your invitation: ${link}`,
    );
    expect(textByHandBody('  ', "Zoe's 30th", link)).toBe(
      `You're invited to Zoe's 30th! Open your invitation: ${link}`,
    );
    expect(textByHandBody(null, ' ', link)).toContain('invited to a party!');
  });
});
