import { messages } from '@partyreel/shared/messages';
import { describe, expect, it } from 'vitest';
import { startTestApp } from '../test/app.ts';
import { newAccount } from '../test/factories.ts';
import { startedForFile } from '../test/per-file.ts';

/** What users are told when a call is refused (found by security/input-properties.test.ts). */

const running = startedForFile(startTestApp);

async function post(path: string, body: string | undefined) {
  const res = await fetch(`${running.url}/trpc/${path}`, {
    method: 'POST',
    headers: { origin: running.url, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body }),
  });
  const { error } = (await res.json()) as {
    error: { message: string; data: { code: string; fieldErrors?: Record<string, string[]> } };
  };
  return { status: res.status, error };
}

describe('a refusal says a text of the catalogue', () => {
  it("in place of zod's own words", async () => {
    const { status, error } = await post('waitlist.join', JSON.stringify({ email: 5 }));
    expect(status).toBe(400);
    // The schema's own text stays.
    expect(error.message).toBe(messages.waitlist.invalidEmail);

    const wrongType = await fetch(
      `${running.url}/trpc/templates.byId?input=${encodeURIComponent(JSON.stringify({ id: 5 }))}`,
    );
    const body = (await wrongType.json()) as {
      error: { message: string; data: { fieldErrors: Record<string, string[]> } };
    };
    expect(wrongType.status).toBe(400);
    expect(body.error.message).toBe(messages.generic.somethingWentWrong);
    expect(body.error.data.fieldErrors).toEqual({ id: [messages.generic.somethingWentWrong] });
  });

  it("in place of the JSON parser's words for a body that is not JSON", async () => {
    for (const body of [undefined, '{"email":']) {
      const { status, error } = await post('waitlist.join', body);
      expect(status).toBe(400);
      expect(error.message).toBe(messages.generic.somethingWentWrong);
    }
  });

  it('for an error thrown with no text: its code is no text for users', async () => {
    const { status, error } = await post('events.create', '{}');
    expect(status).toBe(401);
    expect(error.message).toBe(messages.auth.sessionExpired);
  });
});

describe('an input holding NUL', () => {
  it('is refused before it reaches PostgreSQL (it was a 500)', async () => {
    for (const change of [{ displayName: 'a\u0000b' }, { email: 'a\u0000@example.com' }]) {
      const { status, error } = await post(
        'auth.register',
        JSON.stringify({ ...newAccount(), ...change }),
      );
      expect(status).toBe(400);
      expect(error.message).toBe(messages.generic.somethingWentWrong);
    }
  });
});

describe('a mutation without input', () => {
  it('takes an empty JSON body (the NUL check does not parse what the procedure never reads)', async () => {
    const res = await fetch(`${running.url}/trpc/auth.signInAnonymously`, {
      method: 'POST',
      headers: { origin: running.url, 'content-type': 'application/json' },
    });
    expect(res.status).toBe(200);
  });
});
