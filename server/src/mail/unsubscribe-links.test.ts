import { describe, expect, it } from 'vitest';
import { loggedUrl } from '../http/request-log.ts';
import { listUnsubscribeHeaders, unsubscribeLinks } from './unsubscribe-links.ts';

const links = unsubscribeLinks('a test secret that is at least 32 characters long');
const eventId = '5f0c6b1e-1111-4c2a-9a55-0123456789ab';
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

describe('unsubscribe links', () => {
  it('name the address and the event, and read back only with the key that signed them', () => {
    const token = links.token({ address: 'Zoë.Ramírez+party@Example.com', eventId });
    expect(token).toMatch(/^[\w-]+\.[\w-]{22}$/);
    expect(links.read(token)).toEqual({ address: 'Zoë.Ramírez+party@Example.com', eventId });
    expect(links.read(links.token({ address: 'a:b@example.com', eventId: null }))).toEqual({
      address: 'a:b@example.com',
      eventId: null,
    });
    const other = unsubscribeLinks('another secret that is at least 32 characters long');
    expect(other.read(token)).toBeNull();
  });

  it('refuse a changed address or event, a cut token and nonsense', () => {
    const token = links.token({ address: 'ana@example.com', eventId });
    const [, signature = ''] = token.split('.');
    // The spare bits' other spelling decodes to the very same signature.
    const respelled = `${token.slice(0, -1)}${BASE64URL[BASE64URL.indexOf(token.at(-1) ?? '') ^ 1]}`;
    expect(Buffer.from(respelled.split('.')[1] ?? '', 'base64url')).toEqual(
      Buffer.from(signature, 'base64url'),
    );
    const swapped = Buffer.from(`${eventId}:eve@example.com`).toString('base64url');
    for (const bad of [
      `${swapped}.${signature}`,
      token.slice(0, -1),
      respelled,
      token.split('.')[0] ?? '',
      '',
      'not-a-token',
      `${Buffer.from('not-a-uuid:ana@example.com').toString('base64url')}.${signature}`,
    ])
      expect(links.read(bad), bad).toBeNull();
  });

  it('give a message its link and RFC 8058 headers, from the origin given', () => {
    const parts = links.forMail('https://partyreel.app', { address: 'ana@example.com', eventId });
    expect(parts.url).toBe(
      `https://partyreel.app/unsubscribe/${links.token({ address: 'ana@example.com', eventId })}`,
    );
    expect(parts.headers).toEqual(listUnsubscribeHeaders(parts.url));
    expect(parts.headers).toEqual({
      'List-Unsubscribe': `<${parts.url}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('are masked in request logs', () => {
    const token = links.token({ address: 'ana@example.com', eventId });
    expect(loggedUrl(`/unsubscribe/${token}`)).toBe('/unsubscribe/…');
    expect(loggedUrl(`/unsubscribe/${token}?x=1`)).toBe('/unsubscribe/…');
  });
});
