import { messages } from '@partyreel/shared/messages';
import { describe, expect, it } from 'vitest';
import { signInAlertMessage } from './sign-in-alert.tsx';

const resetUrl = 'https://partyreel.test/forgot-password';

describe('the many-failed-sign-ins e-mail (docs/decisions/039)', () => {
  it('says how many failed, that the account is not locked, and links to a new password', async () => {
    const mail = await signInAlertMessage({ failures: 100, resetUrl });
    expect(mail.kind).toBe('sign-in-alert');
    expect(mail.subject).toBe(messages.signInAlert.subject);
    expect(mail.text).toContain(messages.signInAlert.happened(100));
    expect(mail.text).toContain(messages.signInAlert.notLocked);
    expect(mail.html).toContain(`href="${resetUrl}"`);
    // Transactional: no unsubscribe link (docs/decisions/032).
    expect(mail.text).not.toContain('Unsubscribe');
  });
});
