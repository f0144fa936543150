import { TRPCClientError } from '@trpc/client';
import type { AppRouter } from '../src/router.ts';

/** The tRPC error a call fails with; throws if it succeeds or fails some other way. */
export async function failure(promise: Promise<unknown>): Promise<TRPCClientError<AppRouter>> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof TRPCClientError))
    throw new Error(`expected a TRPCClientError, got ${String(error)}`);
  return error as TRPCClientError<AppRouter>;
}
