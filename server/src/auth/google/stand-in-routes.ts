import type { FastifyInstance } from 'fastify';
import { escapeHtml } from '../../http/escape-html.ts';
import { GOOGLE_CALLBACK_PATH } from './google-routes.ts';
import { STAND_IN_AUTHORIZE_PATH, type StandInGoogle } from './stand-in-google.ts';

type Query = Record<string, string | undefined>;

/**
 * The stand-in's consent page (development only, when no Google keys are set): the tester chooses the
 * identity Google would return, or cancels, and is sent back to our callback like Google would.
 */
export function registerStandInGoogleRoutes(app: FastifyInstance, standIn: StandInGoogle) {
  app.get<{ Querystring: Query }>(STAND_IN_AUTHORIZE_PATH, async (req, reply) => {
    const { state = '', redirect_uri = '', code_challenge = '' } = req.query;
    if (!isOurCallback(redirect_uri, req.host))
      return reply.code(400).send({ error: 'Unknown redirect_uri' });
    const hidden = (name: string, value: string) =>
      `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in with Google (local stand-in)</title>
<style>body{font-family:system-ui,sans-serif;max-width:26rem;margin:2rem auto;padding:0 1rem}label{display:block;margin:.75rem 0}input[type=email],input[type=text]{width:100%;padding:.5rem;font-size:1rem}button{padding:.6rem 1.2rem;font-size:1rem;margin-right:.5rem}</style>
</head><body>
<h1>Choose an account</h1>
<p>This is PartyReel's local stand-in for Google sign-in (no Google keys are configured).</p>
<form method="post" action="${STAND_IN_AUTHORIZE_PATH}">
${hidden('state', state)}${hidden('redirect_uri', redirect_uri)}${hidden('code_challenge', code_challenge)}
<label>Email <input type="email" name="email" required autocomplete="off"></label>
<label>Name <input type="text" name="name" autocomplete="off"></label>
<label><input type="checkbox" name="email_verified" value="true" checked> Google has verified this email</label>
<button type="submit" name="action" value="allow">Continue</button>
<button type="submit" name="action" value="deny" formnovalidate>Cancel</button>
</form></body></html>`);
  });

  app.post<{ Body: Query }>(STAND_IN_AUTHORIZE_PATH, async (req, reply) => {
    const {
      state = '',
      redirect_uri = '',
      code_challenge = '',
      email,
      name,
      email_verified,
      action,
    } = req.body ?? {};
    if (!isOurCallback(redirect_uri, req.host))
      return reply.code(400).send({ error: 'Unknown redirect_uri' });
    const back = new URL(redirect_uri);
    back.searchParams.set('state', state);
    if (action !== 'allow' || !email) {
      back.searchParams.set('error', 'access_denied');
      return reply.redirect(back.toString());
    }
    const normalized = email.trim().toLowerCase();
    const code = standIn.issueCode(
      {
        subject: `stand-in:${normalized}`,
        email: normalized,
        emailVerified: email_verified === 'true',
        name: name?.trim() || null,
        picture: null,
      },
      code_challenge,
    );
    back.searchParams.set('code', code);
    return reply.redirect(back.toString());
  });
}

/** Only our own callback may receive codes: no open redirect. */
function isOurCallback(redirectUri: string, host: string): boolean {
  try {
    const url = new URL(redirectUri);
    return url.host === host && url.pathname === GOOGLE_CALLBACK_PATH;
  } catch {
    return false;
  }
}
