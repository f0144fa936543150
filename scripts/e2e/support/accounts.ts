import { type APIRequestContext, expect } from '@playwright/test';

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
 * user. `request` is Playwright's API context: its cookies are its own, so the browser page stays
 * signed out.
 */
export async function createAccount(
  request: APIRequestContext,
  tag: string,
  overrides: Partial<Account> = {},
): Promise<Account> {
  const account: Account = {
    displayName: `Host ${tag}`,
    email: uniqueEmail(tag),
    password: 'party-time-1',
    ...overrides,
  };
  const response = await request.post('/trpc/auth.register', { data: account });
  expect(response.ok(), await response.text()).toBe(true);
  return account;
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
