import { decodeIdToken, Google } from 'arctic';
import type { GoogleIdentity, GoogleProvider } from './google-provider.ts';

/** Real Google sign-in through arctic (GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET). */
export function arcticGoogle(clientId: string, clientSecret: string): GoogleProvider {
  return {
    kind: 'google',
    authorizationUrl({ state, codeVerifier, redirectUri }) {
      return new Google(clientId, clientSecret, redirectUri).createAuthorizationURL(
        state,
        codeVerifier,
        ['openid', 'profile', 'email'],
      );
    },
    async exchange({ code, codeVerifier, redirectUri }): Promise<GoogleIdentity> {
      const tokens = await new Google(
        clientId,
        clientSecret,
        redirectUri,
      ).validateAuthorizationCode(code, codeVerifier);
      const claims = decodeIdToken(tokens.idToken()) as Record<string, unknown>;
      if (typeof claims.sub !== 'string') throw new Error('Google id token without a subject');
      return {
        subject: claims.sub,
        email: typeof claims.email === 'string' ? claims.email.toLowerCase() : null,
        emailVerified: claims.email_verified === true,
        name: typeof claims.name === 'string' ? claims.name : null,
        picture: typeof claims.picture === 'string' ? claims.picture : null,
      };
    },
  };
}
