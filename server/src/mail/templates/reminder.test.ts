import { describe, expect, it } from 'vitest';
import { mailRecipient, sampleMailEvent } from '../../../test/guest-mail.ts';
import { reminderMessages } from './reminder.tsx';

const common = { hostName: 'Sam', event: sampleMailEvent, posterUrl: null };
const guest = mailRecipient('Ana Lima', 'https://partyreel.test/invite/x?id=1', 'ana.sig');
const unsubscribeUrl = guest.unsubscribe.url;

describe('the reminder e-mails', () => {
  it('asks a guest who has not answered, with the days left and the personal link', async () => {
    const mail = (await reminderMessages({ ...common, audience: 'no-response', daysLeft: 3 }))(
      guest,
    );
    expect(mail.kind).toBe('reminder');
    expect(mail.subject).toBe('Reminder: can you come to Pool <party>? Only 3 days left!');
    expect(mail.text).toContain('Hi Ana,');
    expect(mail.text).toContain('Pool <party> is in 3 days.');
    expect(mail.text).toContain("Sam hasn't heard from you yet");
    expect(mail.text).toContain('Friday, December 25, 2026 · 6:30 PM GMT+5:45');
    expect(mail.text).toContain(guest.inviteUrl);
    expect(mail.html).toContain('Pool &lt;party&gt;');
    expect(mail.html).not.toContain('<party>');
  });

  it('lets the guest unsubscribe: a visible link in both bodies and the one-click headers', async () => {
    const mail = (await reminderMessages({ ...common, audience: 'all', daysLeft: 1 }))(guest);
    expect(mail.html).toMatch(new RegExp(`href="${unsubscribeUrl}"[^>]*>Unsubscribe</a>`));
    expect(mail.text).toContain(`Unsubscribe ${unsubscribeUrl}`);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('tells every guest tomorrow and today', async () => {
    const tomorrow = (await reminderMessages({ ...common, audience: 'all', daysLeft: 1 }))(guest);
    expect(tomorrow.subject).toBe('Reminder: Pool <party> is tomorrow');
    expect(tomorrow.text).toContain('Only 1 day left!');
    const today = (await reminderMessages({ ...common, audience: 'all', daysLeft: 0 }))(guest);
    expect(today.subject).toBe('Reminder: Pool <party> is today');
    expect(today.text).toContain("It's today!");
  });
});
