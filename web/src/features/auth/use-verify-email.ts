import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { VerifyStatus } from './verify-email-page.tsx';

/**
 * Sends the verification link's token once, on arrival, and follows how it went. The token is
 * single use, so it must not go twice, not even when StrictMode runs the effect twice.
 */
export function useVerifyEmail(
  token: string | undefined,
  verify: (token: string) => Promise<void>,
): VerifyStatus {
  const [outcome, setOutcome] = useState<{ token: string; status: VerifyStatus }>();
  const sentFor = useRef<string>(undefined);
  const send = useEffectEvent((value: string) => {
    verify(value).then(
      () => setOutcome({ token: value, status: 'verified' }),
      () => setOutcome({ token: value, status: 'invalid' }),
    );
  });

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    send(token);
  }, [token]);

  if (!token) return 'invalid';
  return outcome?.token === token ? outcome.status : 'verifying';
}
