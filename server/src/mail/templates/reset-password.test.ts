import { describe, expect, it } from 'vitest';
import { resetPasswordMessage } from './reset-password.tsx';

const url = 'https://partyreel.test/reset-password?token=t0k3n&x="quoted"';

describe('the password reset e-mail', () => {
  it('has the subject, the link and says it expires in 1 hour', async () => {
    const mail = await resetPasswordMessage({ url });
    expect(mail.kind).toBe('reset-password');
    expect(mail.subject).toBe('Reset your PartyReel password');
    expect(mail.html).toContain(`href="${url.replace('&', '&amp;').replaceAll('"', '&quot;')}"`);
    expect(mail.html).toContain('expires in 1 hour');
    expect(mail.text).toContain(`Choose a new password ${url}`);
    expect(mail.text).toContain('This link expires in 1 hour');
    // Transactional: no unsubscribe link, no List-Unsubscribe (docs/decisions/032).
    expect(mail.text).not.toContain('Unsubscribe');
    expect(mail).not.toHaveProperty('headers');
  });
});
