import { eventIdInput } from '@partyreel/shared/events/event-id';
import { catalogueTexts, messages } from '@partyreel/shared/messages';
import { experimental_standaloneMiddleware, initTRPC, TRPCError } from '@trpc/server';
import { ZodError, z } from 'zod';
import type { Context } from './context.ts';
import { AppError } from './errors/app-error.ts';
import { type EventScope, eventNotFound, ownEventId } from './events/own-event.ts';
import { TOO_MANY_STARTS, TOO_MANY_SUBSCRIPTIONS } from './http/socket-caps.ts';
import { consumeOrRefuse, type RateLimitPolicy } from './rate-limit/rate-limits.ts';

/** WebSocket close code 1008: Policy Violation. */
const POLICY_VIOLATION = 1008;

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const zodError = error.cause instanceof ZodError ? error.cause : undefined;
    const fieldErrors = zodError
      ? (z.flattenError(zodError).fieldErrors as Partial<Record<string, string[]>>)
      : undefined;
    return {
      ...shape,
      message: userMessage(error, zodError),
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        fieldErrors:
          fieldErrors &&
          Object.fromEntries(
            Object.entries(fieldErrors).map(([field, texts]) => [
              field,
              texts?.map((text) => catalogueTextOr(text, messages.generic.somethingWentWrong)),
            ]),
          ),
      },
    };
  },
});

/**
 * The text the client shows the user for a refusal. A validation error carries its schema's
 * catalogue text (the first of its issues' that is one); zod's own words ('Invalid UUID', 'Invalid input: expected string…', from an
 * input no form of ours sends) are not for users. An error thrown without a text says only its
 * code, and tRPC's own refusals (a body that is not JSON) their cause's words: neither is for users
 * either. An unexpected error never leaks its internals.
 */
function userMessage(error: TRPCError, zodError: ZodError | undefined): string {
  const fallback =
    error.code === 'UNAUTHORIZED'
      ? messages.auth.sessionExpired
      : messages.generic.somethingWentWrong;
  if (error.code === 'INTERNAL_SERVER_ERROR') return fallback;
  if (zodError)
    return zodError.issues.map((issue) => issue.message).find(isCatalogueText) ?? fallback;
  if (error.message === error.code || error.message === error.cause?.message) return fallback;
  return error.message;
}

const isCatalogueText = (text: string) => catalogueTexts.has(text);

function catalogueTextOr(text: string, fallback: string): string {
  return isCatalogueText(text) ? text : fallback;
}

export const router = t.router;
export const mergeRouters = t.mergeRouters;
export const createCallerFactory = t.createCallerFactory;

/**
 * The one place an AppError (a refusal thrown by a data function, errors/app-error.ts) becomes the
 * TRPCError with its code and catalogue text, whether a query or mutation throws it or a
 * subscription's stream does; left alone, tRPC would answer it as an internal error.
 */
const appErrors = t.procedure.use(async ({ next }) => {
  const result = await next();
  if (!result.ok) {
    if (result.error.cause instanceof AppError) throw trpcErrorOf(result.error.cause);
    return result;
  }
  return isAsyncIterable(result.data) ? { ...result, data: mapAppErrors(result.data) } : result;
});

function trpcErrorOf(error: AppError): TRPCError {
  // The AppError's own cause (a provider's failure behind BAD_GATEWAY) stays for the logs; the
  // AppError itself is the refusal, not a failure, and says nothing more.
  return new TRPCError({ code: error.code, message: error.message, cause: error.cause });
}

async function* mapAppErrors<T>(stream: AsyncIterable<T>) {
  try {
    yield* stream;
  } catch (error) {
    throw error instanceof AppError ? trpcErrorOf(error) : error;
  }
}

/**
 * PostgreSQL's text cannot hold NUL, and no form of ours sends one: an input with one anywhere is
 * refused before any schema or query sees it (a NUL in a query's parameter fails the query: a 500).
 */
const textInput = appErrors.use(async ({ getRawInput, next }) => {
  // A body that is not JSON at all is for the procedure's own input parser to refuse: a procedure
  // without input (auth.signInAnonymously) never reads it, and must not fail on an empty one.
  const raw = await getRawInput().catch(() => undefined);
  if (holdsNul(raw))
    throw new TRPCError({ code: 'BAD_REQUEST', message: messages.generic.somethingWentWrong });
  return next();
});

/** Whether a string anywhere in `input` (a JSON value), or a key, holds the NUL character. */
export function holdsNul(input: unknown): boolean {
  const pending = [input];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return true;
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) pending.push(key, item);
    }
  }
  return false;
}

/**
 * Anyone, signed in or not. The WebSocket carries subscriptions and nothing else. Subscriptions are
 * served over WebSocket only, where the session is
 * checked at the upgrade and the socket is closed when the session ends (sign-out, password change
 * or reset): over HTTP (tRPC's server-sent events) a stream would outlive the session that opened
 * it, so it is refused before it starts. A socket holds at most MAX_SUBSCRIPTIONS_PER_SOCKET open
 * at once: the next is refused with TOO_MANY_REQUESTS and the others go on; starts beyond
 * SUBSCRIPTION_STARTS_PER_SECOND (after a burst) are refused the same way, and a socket that keeps
 * on is closed (http/socket-caps.ts).
 */
export const publicProcedure = textInput.use(async ({ ctx, type, signal, next }) => {
  if (type !== 'subscription') {
    // Queries and mutations go over HTTP, where cookies are set and cleared and the CSRF checks
    // apply; the WebSocket carries live updates only (a sign-in or sign-out over it could set no
    // cookie, and its answer would race the closing of its own session's sockets).
    if (ctx.cookies === null) throw httpOnly();
    return next();
  }
  if (ctx.cookies !== null || !ctx.subscriptions)
    throw new TRPCError({ code: 'METHOD_NOT_SUPPORTED', message: messages.generic.websocketOnly });
  const release = ctx.subscriptions.take();
  if (release === 'close') {
    // Still starting too fast after MAX_REFUSED_STARTS refusals: the socket stops being read at
    // once, so what it already sent costs nothing more, and is closed once the refusals on their
    // way are written (docs/decisions/038).
    const socket = ctx.socket;
    socket?.pause();
    setTimeout(() => {
      socket?.close(POLICY_VIOLATION, TOO_MANY_STARTS);
      setTimeout(() => socket?.terminate(), 1000).unref();
    }, 100).unref();
  }
  if (typeof release !== 'function')
    throw new TRPCError({
      code: 'TOO_MANY_REQUESTS',
      message: release === 'full' ? TOO_MANY_SUBSCRIPTIONS : TOO_MANY_STARTS,
    });
  const result = await next().catch((error: unknown) => {
    release();
    throw error;
  });
  if (!result.ok || !isAsyncIterable(result.data)) {
    release();
    return result;
  }
  // The slot frees when the stream ends, fails or is stopped (the client's stop or the socket's
  // close abort `signal`).
  signal?.addEventListener('abort', release, { once: true });
  return { ...result, data: releasing(result.data, release) };
});

/** The refusal of a query or mutation sent over the WebSocket, which carries live updates only. */
export const httpOnly = () =>
  new TRPCError({ code: 'METHOD_NOT_SUPPORTED', message: messages.generic.httpOnly });

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === 'object' && value !== null && Symbol.asyncIterator in value;
}

async function* releasing<T>(stream: AsyncIterable<T>, release: () => void) {
  try {
    yield* stream;
  } finally {
    release();
  }
}

/** Anyone with a session, anonymous hosts included. */
export const sessionProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.session) throw new TRPCError({ code: 'UNAUTHORIZED' });
  return next({ ctx: { ...ctx, session: ctx.session } });
});

/** A registered (not anonymous) user. */
export const userProcedure = sessionProcedure.use(({ ctx, next }) => {
  if (ctx.session.isAnonymous) throw new TRPCError({ code: 'UNAUTHORIZED' });
  return next({ ctx });
});

/**
 * A registered host, for a call about one of their events that an anonymous session or a visitor
 * may not even learn needs a sign-in: anyone else gets NOT_FOUND, as for an event that does not
 * exist (docs/architecture.md, API). Follow it with `.input(…)` and `.use(ownEvent)`.
 */
export const eventHostProcedure = publicProcedure.use(({ ctx, next }) => {
  const session = ctx.session;
  if (!session || session.isAnonymous) throw eventNotFound();
  return next({ ctx: { ...ctx, session } });
});

/**
 * The owner's guard for a procedure about one event, used after `.input(…)` with an `eventId`: the
 * caller must own the event (read from the database, never taken from the client), and the
 * procedure gets it as `ctx.event`. Anyone else — another host, a caller without a session — gets
 * NOT_FOUND, the same answer as for an event that does not exist (docs/architecture.md, API). On
 * `sessionProcedure` a caller without a session gets UNAUTHORIZED first; on `eventHostProcedure`
 * an anonymous one gets NOT_FOUND.
 */
export const ownEvent = experimental_standaloneMiddleware<{
  ctx: Pick<Context, 'db' | 'session'>;
  input: { eventId: string };
}>().create(async ({ ctx, input, next }) => {
  const userId = ctx.session?.userId;
  if (!userId) throw eventNotFound();
  const eventId = await ownEventId(ctx.db, { userId, eventId: input.eventId });
  const event: EventScope = { userId, eventId };
  return next({ ctx: { event } });
});

/** One event of the caller's own (events.byId and its kind): `ctx.event` is the verified event. */
export const ownEventProcedure = sessionProcedure.input(eventIdInput).use(ownEvent);

/**
 * Refuses a caller whose key has used up its tries for `policy` (rate-limit/rate-limits.ts) with
 * TOO_MANY_REQUESTS and the policy's text. The key is the client address unless `keyOf` says
 * otherwise, from the context (a user id, after a guard that narrows it) or the parsed input (after
 * `.input`).
 */
export function rateLimited<
  TCtx extends Pick<Context, 'rateLimits' | 'clientIp'> = Context,
  TInput = unknown,
>(
  policy: RateLimitPolicy,
  keyOf: (opts: { ctx: TCtx; input: TInput }) => string = ({ ctx }) => ctx.clientIp,
) {
  return experimental_standaloneMiddleware<{ ctx: TCtx; input: TInput }>().create(
    async ({ ctx, input, next }) => {
      // tRPC hands the context over as a mapped copy of TCtx's type: the same object.
      await consumeOrRefuse(ctx.rateLimits, policy, keyOf({ ctx: ctx as TCtx, input }));
      return next();
    },
  );
}

/**
 * What tRPC's client adds to a subscription's input when it reconnects: the last tracked id it saw.
 * It is accepted and ignored: a live subscription starts with the current state, reconnect or not,
 * so there is nothing to replay (live/topic.ts).
 */
const reconnectShape = { lastEventId: z.string().max(64).nullish() };

/** The input of a live subscription that takes nothing (a reconnect gets the current state). */
export const currentStateInput = z.object(reconnectShape).optional();

/** `input` (an object schema) as a live subscription's input (a reconnect gets the current state). */
export function currentStateInputOf<T extends z.ZodRawShape>(input: z.ZodObject<T>) {
  return input.extend(reconnectShape);
}
