/**
 * A refusal the user should read: one of the codes below and a text from the catalogue
 * (@partyreel/shared/messages). Data functions throw it, so they serve a tRPC procedure, a plain
 * route and a job alike; it becomes a TRPCError in one place (trpc.ts) and an HTTP status in one
 * place (http-errors.ts). Anything else thrown is a failure, never shown to the user.
 */
export class AppError extends Error {
  override readonly name = 'AppError';

  constructor(
    readonly code: AppErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The codes we refuse with, and the HTTP status each is answered with outside tRPC. */
export const HTTP_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  BAD_GATEWAY: 502,
} as const;

export type AppErrorCode = keyof typeof HTTP_STATUS;
