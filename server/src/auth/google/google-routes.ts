import { generateCodeVerifier, generateState } from 'arctic';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../context.ts';
import { AppError } from '../../errors/app-error.ts';
import { consumeOrRefuse } from '../../rate-limit/rate-limits.ts';
import { requestSession } from '../request-session.ts';
import { serializeSessionCookie } from '../session-cookie.ts';
import { startSession } from '../sign-in.ts';
import type { GoogleProvider } from './google-provider.ts';
import { resolveGoogleUser } from './google-users.ts';
import { popupResultPage } from './popup-result-page.ts';

const STATE_COOKIE = 'partyreel_google_state';
const VERIFIER_COOKIE = 'partyreel_google_verifier';
const COOKIE_PATH = '/api/auth/google';
export const GOOGLE_CALLBACK_PATH = '/api/auth/google/callback';

/**
 * Google sign-in in a popup: /api/auth/google/start redirects to Google (or the local stand-in), which
 * redirects back to the callback; the callback signs the user in and answers with a page that tells
 * the opener the result and closes itself.
 */
export function registerGoogleRoutes(
  app: FastifyInstance,
  services: AppServices,
  provider: GoogleProvider,
) {
  const secure = services.config.production;
  // Google's redirect and the popup's target come from configuration, never from the Host header.
  const origin = () => services.appOrigin();
  const tempCookie = (name: string, value: string, maxAge: number) =>
    stringifySetCookie({
      name,
      value,
      httpOnly: true,
      sameSite: 'lax',
      secure,
      path: COOKIE_PATH,
      maxAge,
    });

  app.get('/api/auth/google/start', async (req, reply) => {
    const state = generateState();
    const codeVerifier = generateCodeVerifier();
    let url: URL;
    try {
      await consumeOrRefuse(services.rateLimits, 'googleStart', req.ip);
      url = provider.authorizationUrl({
        state,
        codeVerifier,
        redirectUri: origin() + GOOGLE_CALLBACK_PATH,
      });
    } catch (error) {
      // The popup shows every outcome on a page that tells its opener, a refusal included.
      if (error instanceof AppError && error.code === 'TOO_MANY_REQUESTS')
        return popupResultPage(reply, origin(), { ok: false, reason: 'rate-limited' });
      req.log.warn({ err: error }, 'Google sign-in could not start');
      return popupResultPage(reply, origin(), { ok: false, reason: 'unavailable' });
    }
    reply.header('set-cookie', [
      tempCookie(STATE_COOKIE, state, 600),
      tempCookie(VERIFIER_COOKIE, codeVerifier, 600),
    ]);
    return reply.redirect(url.toString());
  });

  app.get<{ Querystring: Record<string, string | undefined> }>(
    GOOGLE_CALLBACK_PATH,
    async (req, reply) => {
      const appOrigin = origin();
      const cookies = parseCookie(req.headers.cookie ?? '');
      const setCookies = [tempCookie(STATE_COOKIE, '', 0), tempCookie(VERIFIER_COOKIE, '', 0)];
      reply.header('set-cookie', setCookies);
      const { code, state } = req.query;
      const codeVerifier = cookies[VERIFIER_COOKIE];
      if (!code || !state || !codeVerifier || state !== cookies[STATE_COOKIE]) {
        return popupResultPage(reply, appOrigin, {
          ok: false,
          reason: req.query.error ?? 'invalid-state',
        });
      }
      try {
        const identity = await provider.exchange({
          code,
          codeVerifier,
          redirectUri: appOrigin + GOOGLE_CALLBACK_PATH,
        });
        // Not renewed: the sign-in below replaces it.
        const session = await requestSession(services, req.headers.cookie);
        const userId = await resolveGoogleUser(services.db, identity, session);
        const cookieJar = {
          set: (token: string, expiresAt: Date) => {
            setCookies.push(serializeSessionCookie(token, expiresAt, secure));
            reply.header('set-cookie', setCookies);
          },
          clear: () => {},
        };
        const droppedUploads = await startSession(
          { db: services.db, log: req.log, session, cookies: cookieJar },
          userId,
        );
        // The opener is told what the claim could not keep (or the popup says it itself).
        return popupResultPage(
          reply,
          appOrigin,
          droppedUploads ? { ok: true, droppedUploads } : { ok: true },
        );
      } catch (error) {
        req.log.warn({ err: error }, 'Google sign-in failed');
        return popupResultPage(reply, appOrigin, { ok: false, reason: 'failed' });
      }
    },
  );
}
