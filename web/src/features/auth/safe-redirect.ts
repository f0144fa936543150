const PROBE_ORIGIN = 'https://partyreel.invalid';

/**
 * The `redirect` search parameter of /login and /register, kept only when it is a path on this site:
 * it starts with one '/', has no backslash or control character (browsers read '/\evil' and
 * '/\t/evil' as '//evil'), and resolves to our own origin. Anything else is dropped, so a crafted
 * link cannot send someone elsewhere after they sign in.
 */
export function safeRedirectPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) {
    return undefined;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return undefined;
  try {
    return new URL(value, PROBE_ORIGIN).origin === PROBE_ORIGIN ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The search parameters of the sign-in pages: where to go afterwards. */
export interface RedirectSearch {
  redirect?: string;
}

/** `validateSearch` for /login and /register: keeps a safe `redirect` and nothing else. */
export function validateRedirectSearch(search: Record<string, unknown>): RedirectSearch {
  const redirect = safeRedirectPath(search.redirect);
  return redirect ? { redirect } : {};
}

/** Where a user goes once signed in: back where they were heading, else their dashboard. */
export function afterSignInPath(redirect: string | undefined): string {
  return safeRedirectPath(redirect) ?? '/dashboard';
}
