import { TRPCClientError } from '@trpc/client';
import { RefusedCall } from '../features/guest/guest-api.ts';

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

/** The same refusal as the guest's pages read it (features/guest/guest-api.ts). */
export function guestRefusal(code: string, httpStatus: number, message: string) {
  return new RefusedCall({ message, data: { code, httpStatus } });
}
