import { TRPCClientError } from '@trpc/client';

/** An error as the tRPC client builds it from the server's answer (see server/src/trpc.ts). */
export function serverError(
  code: string,
  httpStatus: number,
  message: string,
  fieldErrors?: Record<string, string[]>,
) {
  return TRPCClientError.from({
    error: { code: -32600, message, data: { code, httpStatus, fieldErrors } },
  });
}
