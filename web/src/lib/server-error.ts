import type { AppRouter } from '@partyreel/server/router';
import { isTRPCClientError } from '@trpc/client';

/** What the server said when it refused a call; `undefined` when it never answered (network, crash). */
export interface ServerError {
  code: string;
  /** The user-facing text: a catalogue message, or the first validation message. */
  message: string;
  /** Per-field validation messages, when the input failed the shared schema. */
  fieldErrors: Partial<Record<string, string[]>>;
}

export function readServerError(error: unknown): ServerError | undefined {
  if (!isTRPCClientError<AppRouter>(error) || !error.data) return undefined;
  return {
    code: error.data.code,
    message: error.message,
    fieldErrors: error.data.fieldErrors ?? {},
  };
}
