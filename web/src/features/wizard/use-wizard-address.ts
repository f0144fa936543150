import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import type { WizardNavigation } from './wizard-navigation.ts';

/** The two wizards' addresses: each keeps its step (and a checkout's return) in the query. */
type WizardPath = '/create-event' | '/create-event-from-template';

/**
 * The ways a wizard moves through its route's address: to a step (which ends a checkout's
 * return: only the step it came back to deals with it), dropping the return once handled, back to
 * the dashboard, or on to the event's page once done.
 */
export function useWizardAddress(
  from: WizardPath,
): Pick<WizardNavigation, 'goTo' | 'clearPayment' | 'leave' | 'finish'> {
  const navigate = useNavigate({ from });
  const goTo = useCallback(
    (next: number, options?: { replace?: boolean }) =>
      void navigate({
        search: (prev) => ({ ...prev, step: next, payment: undefined }),
        replace: options?.replace ?? false,
      }),
    [navigate],
  );
  const clearPayment = useCallback(
    () => void navigate({ search: (prev) => ({ ...prev, payment: undefined }), replace: true }),
    [navigate],
  );
  const leave = useCallback(() => void navigate({ to: '/dashboard' }), [navigate]);
  const finish = useCallback(
    (id: string) => void navigate({ to: '/event/$eventId', params: { eventId: id } }),
    [navigate],
  );
  return useMemo(
    () => ({ goTo, clearPayment, leave, finish }),
    [goTo, clearPayment, leave, finish],
  );
}
