import { sha256 } from '@oslojs/crypto/sha2';
import { encodeBase64urlNoPadding } from '@oslojs/encoding';
import { generateToken } from '../tokens.ts';
import type { GoogleIdentity, GoogleProvider } from './google-provider.ts';

const CODE_TTL_MS = 5 * 60 * 1000;

/** The consent page of the stand-in, which lives in our own dev routes. */
export const STAND_IN_AUTHORIZE_PATH = '/dev/google/authorize';

/**
 * A local stand-in for Google, used when no Google keys are configured: the same popup, redirect,
 * state and PKCE checks, with a consent page where the tester types the identity Google would give.
 */
export class StandInGoogle implements GoogleProvider {
  readonly kind = 'stand-in';
  private readonly codes = new Map<
    string,
    { identity: GoogleIdentity; challenge: string; expires: number }
  >();

  authorizationUrl({
    state,
    codeVerifier,
    redirectUri,
  }: {
    state: string;
    codeVerifier: string;
    redirectUri: string;
  }) {
    const url = new URL(STAND_IN_AUTHORIZE_PATH, redirectUri);
    url.searchParams.set('state', state);
    url.searchParams.set('redirect_uri', redirectUri);
    url.searchParams.set('code_challenge', challengeOf(codeVerifier));
    url.searchParams.set('code_challenge_method', 'S256');
    return url;
  }

  /** The consent page's "Continue": issues a one-time code for this identity. */
  issueCode(identity: GoogleIdentity, challenge: string): string {
    const code = generateToken();
    this.codes.set(code, { identity, challenge, expires: Date.now() + CODE_TTL_MS });
    return code;
  }

  async exchange({
    code,
    codeVerifier,
  }: {
    code: string;
    codeVerifier: string;
  }): Promise<GoogleIdentity> {
    const entry = this.codes.get(code);
    this.codes.delete(code);
    if (!entry || entry.expires < Date.now())
      throw new Error('unknown or expired authorization code');
    if (entry.challenge !== challengeOf(codeVerifier)) throw new Error('PKCE verification failed');
    return entry.identity;
  }
}

function challengeOf(verifier: string): string {
  return encodeBase64urlNoPadding(sha256(new TextEncoder().encode(verifier)));
}
