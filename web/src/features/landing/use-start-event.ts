import { useCallback, useRef, useState } from 'react';

export interface StartEventActions {
  /** Starts an anonymous session, or keeps the one the visitor already has. */
  signIn: () => Promise<unknown>;
  /** Moves on into the creation flow at `href`. */
  go: (href: string) => unknown;
}

/**
 * Every way into event creation on the landing page (docs/product.md, Pages): first the anonymous
 * session, then the creation flow. One start at a time; `starting` names the control that started
 * it (for its spinner), and a failure stays shown until it is dismissed or the next try.
 */
export function useStartEvent({ signIn, go }: StartEventActions) {
  const [starting, setStarting] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const busy = useRef(false);

  const start = useCallback(
    async (href: string, control: string = href) => {
      if (busy.current) return;
      busy.current = true;
      setFailed(false);
      setStarting(control);
      try {
        await signIn();
        await go(href);
      } catch {
        setFailed(true);
      } finally {
        busy.current = false;
        setStarting(null);
      }
    },
    [signIn, go],
  );

  const dismiss = useCallback(() => setFailed(false), []);

  return { start, starting, failed, dismiss };
}
