import { afterEach, describe, expect, it } from 'vitest';
import { createMailTransport, OUTBOX_FROM } from './mail-config.ts';
import { startResendStandIn } from './resend-stand-in.ts';
import { svixHeaders, verifySvix, WEBHOOK_SECRET_PATTERN } from './svix-signature.ts';

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

const message = {
  to: 'guest@example.com',
  subject: 'Hello',
  html: '<p>Hello</p>',
  text: 'Hello',
  idempotencyKey: 'config-test-1',
};

describe('createMailTransport', () => {
  it('uses the outbox with a local sender when nothing is configured', async () => {
    const { transport, from } = createMailTransport({ production: false });
    expect(transport.name).toBe('outbox');
    expect(from).toBe(OUTBOX_FROM);
    await expect(transport.deliver({ ...message, from })).resolves.toEqual({
      providerMessageId: 'outbox-config-test-1',
    });
  });

  it('treats blank values as unset', () => {
    const { transport } = createMailTransport({ RESEND_API_KEY: '  ', production: false });
    expect(transport.name).toBe('outbox');
  });

  it('uses Resend when RESEND_API_KEY is set, with MAIL_FROM as the sender', () => {
    const { transport, from, webhookSecret } = createMailTransport({
      RESEND_API_KEY: 're_key',
      MAIL_FROM: 'PartyReel <hello@partyreel.app>',
      RESEND_WEBHOOK_SECRET: SECRET,
      production: true,
    });
    expect(transport.name).toBe('resend');
    expect(from).toBe('PartyReel <hello@partyreel.app>');
    expect(webhookSecret).toBe(SECRET);
  });

  it('in production, refuses Resend without its webhook secret, naming it', () => {
    expect(() =>
      createMailTransport({
        RESEND_API_KEY: 're_key',
        MAIL_FROM: 'PartyReel <hello@partyreel.app>',
        production: true,
      }),
    ).toThrow(/set RESEND_WEBHOOK_SECRET \(/);
  });

  it('elsewhere makes a webhook secret up at each start, one Svix accepts', () => {
    const first = createMailTransport({ production: false }).webhookSecret;
    const second = createMailTransport({
      RESEND_API_KEY: 're_key',
      MAIL_FROM: 'PartyReel <hello@partyreel.app>',
      production: false,
    }).webhookSecret;
    expect(first).toMatch(WEBHOOK_SECRET_PATTERN);
    expect(second).toMatch(WEBHOOK_SECRET_PATTERN);
    expect(first).not.toBe(second);
    const headers = svixHeaders(first, '{}');
    expect(() => verifySvix(first, Buffer.from('{}'), headers)).not.toThrow();
  });

  it('refuses RESEND_API_KEY without MAIL_FROM, naming it', () => {
    expect(() => createMailTransport({ RESEND_API_KEY: 're_key', production: false })).toThrow(
      /MAIL_FROM/,
    );
  });

  it.each([
    [{ MAIL_FROM: 'PartyReel <hello@partyreel.app>' }, /RESEND_API_KEY/, /MAIL_FROM/],
    [{ RESEND_API_KEY: 're_key' }, /MAIL_FROM/, /RESEND_API_KEY/],
  ])(
    'in production, stops with a message naming the missing variable (%o)',
    (set, named, notNamed) => {
      let message = '';
      try {
        createMailTransport({ ...set, production: true });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(named);
      expect(message).not.toMatch(notNamed);
    },
  );

  it('in production with nothing set, names all three variables', () => {
    expect(() => createMailTransport({ production: true })).toThrow(
      /RESEND_API_KEY, MAIL_FROM and RESEND_WEBHOOK_SECRET/,
    );
  });

  describe('RESEND_BASE_URL', () => {
    let close: (() => Promise<void>) | undefined;
    afterEach(() => close?.());

    it('sends to the configured address', async () => {
      const standIn = await startResendStandIn({
        apiKey: 're_key',
        answer: () => ({ status: 200, body: { id: 'from-stand-in' } }),
      });
      close = standIn.close;
      const { transport, from } = createMailTransport({
        RESEND_API_KEY: 're_key',
        RESEND_BASE_URL: `${standIn.url}/`,
        MAIL_FROM: 'PartyReel <hello@partyreel.app>',
        production: false,
      });
      await expect(transport.deliver({ ...message, from })).resolves.toEqual({
        providerMessageId: 'from-stand-in',
      });
      expect(standIn.requests).toHaveLength(1);
    });
  });
});
