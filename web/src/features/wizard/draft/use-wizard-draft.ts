import { useCallback, useEffect, useReducer, useRef } from 'react';
import { type DraftKey, forgetDraft, writeDraft } from './draft-storage.ts';
import { draftReducer, type WizardDraft } from './wizard-draft.ts';

/**
 * The wizard's draft, starting from `initial` (decided once, on the wizard's first render) and
 * written to session storage after every change, so a reload finds it. `forget` drops it from
 * storage for good once the wizard is done; nothing is written after that.
 */
export function useWizardDraft(key: DraftKey, initial: () => WizardDraft) {
  const [draft, dispatch] = useReducer(draftReducer, undefined, initial);
  const forgotten = useRef(false);
  useEffect(() => {
    if (!forgotten.current) writeDraft(key, draft);
  }, [key, draft]);
  const forget = useCallback(() => {
    forgotten.current = true;
    forgetDraft(key);
  }, [key]);
  return [draft, dispatch, forget] as const;
}
