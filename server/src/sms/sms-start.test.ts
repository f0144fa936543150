import { createTestDatabase } from '@partyreel/db/testing';
import { describe, expect, it } from 'vitest';
import { testConfig } from '../../test/app.ts';
import { buildApp } from '../app.ts';

describe('the server with texting settings', () => {
  it('does not start on a part of them, and names what is missing', async () => {
    const database = await createTestDatabase();
    try {
      await expect(
        buildApp({
          config: testConfig({
            production: true,
            sms: { TWILIO_ACCOUNT_SID: `AC${'1'.repeat(32)}`, TWILIO_FROM: '+15005550006' },
          }),
          database: database.handle,
          logger: false,
        }),
      ).rejects.toThrow('set TWILIO_AUTH_TOKEN as well');
    } finally {
      await database.destroy();
    }
  });
});
