import { useEffect, useReducer } from 'react';
import { type DraftKey, writeDraft } from './draft-storage.ts';
import { draftReducer, type WizardDraft } from './wizard-draft.ts';

/**
 * The wizard's draft, starting from `initial` (decided once, on the wizard's first render) and
 * written to session storage after every change, so a reload finds it.
 */
export function useWizardDraft(key: DraftKey, initial: () => WizardDraft) {
  const [draft, dispatch] = useReducer(draftReducer, undefined, initial);
  useEffect(() => writeDraft(key, draft), [key, draft]);
  return [draft, dispatch] as const;
}
