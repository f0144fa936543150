const labels: Record<string, string> = {
  password: 'Email & password',
  google: 'Google',
};

/** How a sign-in method (auth.me's `providers`) is named on the account page. */
export function signInMethodLabel(provider: string): string {
  return labels[provider] ?? provider.charAt(0).toUpperCase() + provider.slice(1);
}
