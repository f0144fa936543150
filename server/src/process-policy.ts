/**
 * The last resort for an error no caller caught (`uncaughtException`) or a promise no one awaited
 * (`unhandledRejection`): log it, and end the process (exit 1, for the supervisor to restart it)
 * only when it cannot be trusted to go on (docs/decisions/037-surviving-database-loss.md).
 *
 * Recoverable: the database connection went away or refused us (postgres.js' CONNECTION_* and
 * CONNECT_TIMEOUT, a socket's ECONNRESET/EPIPE/…) or PostgreSQL refused one statement for reasons of
 * its own (a connection exception, a shutdown or cancel, too many connections, a rollback). The
 * pool reconnects by itself, and the request that met it has already failed with the try-again
 * text; the process's own state is untouched.
 *
 * Fatal: everything else — a TypeError or ReferenceError is a bug whose half-done work may have
 * left memory inconsistent, and anything we cannot name may be too.
 */

/** postgres.js' own codes for a connection that closed, ended, or never opened. */
const DRIVER_CONNECTION_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
]);

/** Node's codes for a network peer that went away or cannot be reached. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATE classes (or codes) whose error leaves the process sound: 08 connection exception,
 * 40 transaction rollback, 53 insufficient resources, 57 operator intervention (admin shutdown,
 * query canceled, cannot connect now), 25P03 idle-in-transaction timeout.
 */
const RECOVERABLE_SQLSTATE = /^(08|40|53|57)|^25P03$/;

export type Verdict = 'recoverable' | 'fatal';

export function classify(error: unknown): Verdict {
  if (!(error instanceof Error)) return 'fatal';
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return 'fatal';
  if (error.name === 'PostgresError')
    return RECOVERABLE_SQLSTATE.test(code) ? 'recoverable' : 'fatal';
  if (DRIVER_CONNECTION_CODES.has(code) || NETWORK_CODES.has(code)) return 'recoverable';
  return 'fatal';
}

export interface PolicyLogger {
  error(object: object, message: string): void;
  fatal(object: object, message: string): void;
}

export interface ProcessPolicy {
  onUncaughtException(error: unknown): void;
  onUnhandledRejection(reason: unknown): void;
}

export function createProcessPolicy(
  log: PolicyLogger,
  exit: (code: number) => void = (code) => process.exit(code),
): ProcessPolicy {
  const handle = (error: unknown, origin: string) => {
    if (classify(error) === 'recoverable') {
      log.error({ err: error, origin }, `${origin}: recoverable, the process goes on`);
      return;
    }
    log.fatal({ err: error, origin }, `${origin}: not recoverable, exiting`);
    exit(1);
  };
  return {
    onUncaughtException: (error) => handle(error, 'uncaughtException'),
    onUnhandledRejection: (reason) => handle(reason, 'unhandledRejection'),
  };
}

/** Installs the policy for this process (server.ts, once the app's logger exists). */
export function installProcessPolicy(log: PolicyLogger): void {
  const policy = createProcessPolicy(log);
  process.on('uncaughtException', policy.onUncaughtException);
  process.on('unhandledRejection', policy.onUnhandledRejection);
}
