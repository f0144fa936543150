/** What we learn about a person from Google (or the local stand-in) after they consent. */
export interface GoogleIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

/** The OAuth 2.0 authorization-code flow with PKCE, as Google runs it. */
export interface GoogleProvider {
  kind: 'google' | 'stand-in';
  authorizationUrl(opts: { state: string; codeVerifier: string; redirectUri: string }): URL;
  exchange(opts: {
    code: string;
    codeVerifier: string;
    redirectUri: string;
  }): Promise<GoogleIdentity>;
}
