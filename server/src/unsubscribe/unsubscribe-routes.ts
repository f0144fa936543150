import type { Db } from '@partyreel/db';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { sendPage } from '../http/dev-page.tsx';
import { normalAddress } from '../mail/suppressions.ts';
import {
  UNSUBSCRIBE_PATH,
  type UnsubscribeLinks,
  type UnsubscribeTarget,
} from '../mail/unsubscribe-links.ts';
import type { RateLimits } from '../rate-limit/rate-limits.ts';
import { tooManyPage, unknownLinkPage, unsubscribePage } from './unsubscribe-page.tsx';
import { applyChoice, choiceOf, readUnsubscribeState } from './unsubscribe-state.ts';

/** RFC 8058's body is 26 bytes; the page's forms send a few more. */
const BODY_LIMIT = 4 * 1024;

export interface UnsubscribeDeps {
  db: Db;
  links: UnsubscribeLinks;
  rateLimits: Pick<RateLimits, 'consume'>;
}

/**
 * The unsubscribe link of every guest e-mail (docs/decisions/032-one-click-unsubscribe.md):
 *
 * - `GET /unsubscribe/{token}`: a page that says where the address stands and offers the choices.
 *   Opening it changes nothing (link scanners open links too).
 * - `POST /unsubscribe/{token}`: a mail client's one click (RFC 8058: `List-Unsubscribe=One-Click`,
 *   form-encoded or multipart, with no cookie and no Origin of ours) stops the link's event at once;
 *   the page's buttons post `choice` (all mail, or an undo). Always 200 with the page as it stands
 *   now, for a known link. It needs no session, and takes any Origin or none: the signed token is
 *   the credential, and nothing else of the caller's is read.
 *
 * An unknown token gets a page saying so (404). Each link is rate-limited on its own, not per client
 * address: mail providers post one-clicks for all their users from a few addresses.
 */
export async function registerUnsubscribeRoutes(app: FastifyInstance, deps: UnsubscribeDeps) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: BODY_LIMIT },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    // Multipart (RFC 8058 allows it), JSON, text: the one-click body is fixed, so it is not read.
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_r, _b, done) =>
      done(null, null),
    );

    /** The link's target once it passed its rate limit; otherwise the page was sent. */
    const admit = async (token: string, reply: FastifyReply) => {
      const target = deps.links.read(token);
      if (!target) {
        await sendPage(reply, unknownLinkPage(), 404);
        return null;
      }
      if (!(await deps.rateLimits.consume('unsubscribeLink', linkKey(target)))) {
        await sendPage(reply.header('retry-after', '600'), tooManyPage(), 429);
        return null;
      }
      return target;
    };

    scope.get<{ Params: { token: string } }>(`${UNSUBSCRIBE_PATH}/:token`, async (req, reply) => {
      const target = await admit(req.params.token, reply);
      if (!target) return reply;
      return sendPage(reply, unsubscribePage(await readUnsubscribeState(deps.db, target)));
    });

    scope.post<{ Params: { token: string } }>(
      `${UNSUBSCRIBE_PATH}/:token`,
      { config: { anyOrigin: true } },
      async (req, reply) => {
        const target = await admit(req.params.token, reply);
        if (!target) return reply;
        const choice = choiceOf(req.body, target);
        await applyChoice(deps.db, target, choice);
        req.log.info({ choice, event: target.eventId }, 'unsubscribe link used');
        const state = await readUnsubscribeState(deps.db, target);
        return sendPage(reply, unsubscribePage(state, choice));
      },
    );
  });
}

function linkKey(target: UnsubscribeTarget): string {
  return `${target.eventId ?? 'all'}|${normalAddress(target.address)}`;
}
