import { describe, expect, it } from 'vitest';
import { listUnsubscribeHeaders } from '../unsubscribe-links.ts';
import { invitationMessage, invitationMessages } from './invitation.tsx';

const inviteUrl =
  'https://partyreel.test/invite/Ab3dE6gH9jK2?id=5f0c6b1e-1111-4c2a-9a55-0123456789ab';
const unsubscribeFor = (token: string) => {
  const url = `https://partyreel.test/unsubscribe/${token}`;
  return { url, headers: listUnsubscribeHeaders(url) };
};
const props = {
  guestName: 'Zoë Ramírez',
  hostName: 'Sam Lee',
  event: {
    title: 'Ada turns 7',
    location: '12 Oak Street, Springfield',
    eventDate: '2026-07-04',
    startTime: '14:00:00',
    endTime: '17:30',
    timeZone: 'America/New_York',
  },
  personalMessage: 'Bring a swimsuit!\nCake at four.',
  posterUrl: 'https://partyreel.test/media/posters/candy-land-dash.png',
  inviteUrl,
  unsubscribe: unsubscribeFor('zoe-token.sig'),
};

describe('the invitation e-mail', () => {
  it('names the host and event, greets by first name, and carries the personal link', async () => {
    const mail = await invitationMessage(props);
    expect(mail.kind).toBe('invitation');
    expect(mail.subject).toBe('Sam Lee invited you to Ada turns 7');
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('Hi Zoë,');
      expect(part).not.toContain('Ramírez');
      expect(part).toContain('Ada turns 7');
      expect(part).toContain('Saturday, July 4, 2026 · 2:00 PM – 5:30 PM EDT');
      expect(part).toContain('12 Oak Street, Springfield');
      expect(part).toContain('Bring a swimsuit!');
      expect(part).toContain('Sam Lee');
    }
    expect(mail.html).toContain(`href="${inviteUrl}"`);
    expect(mail.html).toContain(`src="${props.posterUrl}"`);
    expect(mail.text).toContain(`Open your invitation ${inviteUrl}`);
    expect(mail.text).not.toContain('<');
  });

  it('lets the guest unsubscribe: a visible link in both bodies and the one-click headers', async () => {
    const mail = await invitationMessage(props);
    const url = props.unsubscribe.url;
    expect(mail.html).toMatch(/Don(’|'|&#x27;)t want these e-mails\?/);
    expect(mail.html).toContain(`href="${url}"`);
    expect(mail.html).toMatch(new RegExp(`href="${url}"[^>]*>Unsubscribe</a>`));
    expect(mail.text).toContain(`Unsubscribe ${url}`);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('is built for mail clients: tables, inline styles, and a dark-mode scheme', async () => {
    const { html } = await invitationMessage(props);
    expect(html).toMatch(/<table[^>]*role="presentation"/);
    expect(html).toMatch(/style="[^"]*background-color/);
    expect(html).toContain('<meta name="color-scheme" content="light dark"/>');
    expect(html).toContain('@media (prefers-color-scheme: dark)');
  });

  it('lets nothing the host or guest typed become markup', async () => {
    const attack = '<img src=x onerror=alert(1)>';
    const mail = await invitationMessage({
      ...props,
      guestName: `<b>Eve</b> $& $' ${attack}`,
      hostName: `Mallory ${attack}`,
      event: { ...props.event, title: `Party <script>alert(1)</script>`, location: attack },
      personalMessage: `</p><a href="https://evil.example">win</a>`,
    });
    expect(mail.html).not.toMatch(/<img src=x/i);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).not.toContain('href="https://evil.example"');
    expect(mail.html).toContain('Party &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('Hi b&gt;Eve&lt;/b,');
    // The plain-text part is text: what they typed, as typed.
    expect(mail.text).toContain('Party <script>alert(1)</script>');
    expect(mail.subject).toBe(
      'Mallory <img src=x onerror=alert(1)> invited you to Party <script>alert(1)</script>',
    );
  });

  it('greets a generic name without one, and does without what the event lacks', async () => {
    const mail = await invitationMessage({
      ...props,
      guestName: 'Dear Friends',
      hostName: '  ',
      event: { ...props.event, title: ' ', location: null, eventDate: null },
      personalMessage: null,
      posterUrl: null,
    });
    expect(mail.text).toContain('Hi there,');
    expect(mail.subject).toBe('Your host invited you to Untitled Event');
    expect(mail.text).not.toContain('When');
    expect(mail.html).not.toContain('<img');
  });

  it('renders once for many guests, each with their own greeting and link', async () => {
    const copy = await invitationMessages(props);
    const ann = copy({
      guestName: 'Ann',
      inviteUrl: 'https://partyreel.test/invite/a?id=1',
      unsubscribe: unsubscribeFor('ann.sig'),
    });
    const bo = copy({
      guestName: 'Bo & Co',
      inviteUrl: 'https://partyreel.test/invite/b?id=2',
      unsubscribe: unsubscribeFor('bo.sig'),
    });
    expect(ann.text).toContain('Hi Ann,');
    expect(ann.html).toContain('href="https://partyreel.test/invite/a?id=1"');
    expect(ann.html).toContain('href="https://partyreel.test/unsubscribe/ann.sig"');
    expect(ann.headers['List-Unsubscribe']).toBe('<https://partyreel.test/unsubscribe/ann.sig>');
    expect(bo.html).toContain('Hi Bo,');
    expect(bo.html).not.toContain('invite/a?id=1');
    expect(bo.html).not.toContain('ann.sig');
    expect(bo.headers['List-Unsubscribe']).toBe('<https://partyreel.test/unsubscribe/bo.sig>');
    expect(ann.subject).toBe(bo.subject);
  });
});
