import { describe, expect, it } from 'vitest';
import { verifyEmailMessage } from './verify-email.tsx';

const url = 'https://partyreel.test/verify-email?token=abc123&next=%2Fdashboard';

describe('the verification e-mail', () => {
  it('has the subject, the greeting and the link in both parts', async () => {
    const mail = await verifyEmailMessage({ displayName: 'Zoë Ramírez', url });
    expect(mail.kind).toBe('verify-email');
    expect(mail.subject).toBe('Verify your PartyReel email');
    expect(mail.html).toContain('Hi Zoë Ramírez,');
    expect(mail.html).toContain(`href="${url.replace('&', '&amp;')}"`);
    expect(mail.html).toContain('PartyReel');
    expect(mail.text).toContain('Hi Zoë Ramírez,');
    expect(mail.text).toContain(`Verify my email ${url}`);
    expect(mail.text).not.toContain('<');
    // Transactional: no unsubscribe link, no List-Unsubscribe (docs/decisions/032).
    expect(mail.text).not.toContain('Unsubscribe');
    expect(mail).not.toHaveProperty('headers');
  });

  it('escapes a display name that looks like markup in the HTML and keeps it intact in the text', async () => {
    const displayName = '<img src=x onerror=alert(1)>';
    const mail = await verifyEmailMessage({ displayName, url });
    expect(mail.html).not.toContain('<img src=x');
    expect(mail.html).not.toMatch(/<img\b/i);
    expect(mail.html).toContain('Hi &lt;img src=x onerror=alert(1)&gt;,');
    expect(mail.text).toContain(`Hi ${displayName},`);
  });

  it('greets without a name when there is none', async () => {
    const mail = await verifyEmailMessage({ displayName: '   ', url });
    expect(mail.text).toContain('Hi there,');
  });
});
