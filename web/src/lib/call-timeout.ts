/**
 * How long the web waits for the server's answer to a query or mutation: 70 seconds
 * (docs/product.md, Limits and validation). A call still unanswered then is abandoned as a call
 * that never reached the server is, so the page shows its own try-again text instead of spinning
 * for ever. Uploads have their own, longer limit (features/uploads/upload-media.ts).
 */
export const CALL_TIMEOUT_MS = 70_000;

/**
 * `base` with a time limit on each request's answer (its headers: the server's own limits bound
 * the body that follows). The caller's own signal still cancels it, as the page does when it no
 * longer needs an answer. A plain timer rather than AbortSignal.timeout, which older Safari lacks.
 */
export function withCallTimeout(base: typeof fetch, ms = CALL_TIMEOUT_MS): typeof fetch {
  return async (url, init) => {
    const controller = new AbortController();
    const outer = init?.signal;
    const cancel = () => controller.abort(outer?.reason);
    if (outer?.aborted) cancel();
    else outer?.addEventListener('abort', cancel, { once: true });
    const timer = setTimeout(
      () => controller.abort(new DOMException('The call timed out.', 'TimeoutError')),
      ms,
    );
    try {
      return await base(url, { ...init, signal: controller.signal });
    } finally {
      clearTimeout(timer);
      outer?.removeEventListener('abort', cancel);
    }
  };
}
