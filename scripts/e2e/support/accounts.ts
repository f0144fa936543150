import { type APIRequestContext, expect } from '@playwright/test';
import { latestMail, linkTo } from './outbox.ts';

/** An address no other test (or earlier run) uses. */
export function uniqueEmail(tag: string): string {
  return `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

export interface Account {
  displayName: string;
  email: string;
  password: string;
}

/**
 * A registered account made straight through the API, for journeys that start from an existing
 * user, with its address verified through the link the app e-mailed (only a verified host's guests
 * get e-mail) unless `verified: false`. `request` is Playwright's API context: its cookies are its
 * own, so the browser page stays signed out.
 */
export async function createAccount(
  request: APIRequestContext,
  tag: string,
  overrides: Partial<Account> = {},
  { verified = true }: { verified?: boolean } = {},
): Promise<Account> {
  const account: Account = {
    displayName: `Host ${tag}`,
    email: uniqueEmail(tag),
    password: 'party-time-1',
    ...overrides,
  };
  const response = await request.post('/trpc/auth.register', { data: account });
  expect(response.ok(), await response.text()).toBe(true);
  if (verified) await verifyAddress(request, account.email);
  return account;
}

/** Follows the verification e-mail's link for `email`, as its owner would. */
export async function verifyAddress(request: APIRequestContext, email: string): Promise<void> {
  const mail = await latestMail(request, email, 'verify-email');
  const token = new URL(linkTo(mail, '/verify-email'), 'http://app').searchParams.get('token');
  const base = process.env.E2E_BASE_URL;
  if (!base) throw new Error('E2E_BASE_URL is not set (global-setup starts the app)');
  const response = await request.post('/trpc/auth.verifyEmail', {
    data: { token },
    headers: { origin: new URL(base).origin },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** auth.me with the cookies of `request` (a page's own `page.request` shares the page's). */
export async function whoAmI(request: APIRequestContext) {
  const response = await request.get('/trpc/auth.me');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as {
    result: { data: { id: string; isAnonymous: boolean; email: string | null } | null };
  };
  return body.result.data;
}
