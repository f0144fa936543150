import { describe, expect, it } from 'vitest';
import { mailRecipient, sampleMailEvent } from '../../../test/guest-mail.ts';
import { updateMessages } from './update.tsx';

const guest = mailRecipient('Zoe', 'https://partyreel.test/invite/abc', 'zoe.sig');
const unsubscribeUrl = guest.unsubscribe.url;

describe('the update e-mail', () => {
  it('carries the host’s words, the details and the guest’s link, and lets them unsubscribe', async () => {
    const render = await updateMessages({
      hostName: 'Sam',
      event: sampleMailEvent,
      body: 'We moved indoors.\nBring a towel <anyway>.',
    });
    const mail = render(guest);
    expect(mail.kind).toBe('update');
    expect(mail.subject).toBe('Update: Pool <party>');
    expect(mail.text).toContain('Hi Zoe,');
    expect(mail.text).toContain('Sam has news about Pool <party>');
    expect(mail.text).toContain('We moved indoors.');
    expect(mail.text).toContain('Bring a towel <anyway>.');
    expect(mail.text).toContain(guest.inviteUrl);
    expect(mail.html).toContain('Bring a towel &lt;anyway&gt;.');
    expect(mail.html).not.toContain('<anyway>');
    expect(mail.text).toContain(`Unsubscribe ${unsubscribeUrl}`);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
