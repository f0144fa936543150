import { emptyDraft, type WizardDraft } from './wizard-draft.ts';

/** Where each wizard keeps its draft in the tab's session storage. */
export const DRAFT_KEYS = {
  createEvent: 'partyreel.wizard.create-event',
  templateWizard: 'partyreel.wizard.template',
} as const;

/** Edit mode keeps its draft apart, so editing an event never mixes with a new one. */
export function editDraftKey(base: string): string {
  return `${base}.edit`;
}

export type DraftKey = string;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The stored draft, filled out with empty values for anything missing (an older shape), or null
 * when there is none or it cannot be read.
 */
export function readDraft(key: DraftKey): WizardDraft | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return null;
    const draft = { ...emptyDraft(), ...(parsed as Partial<WizardDraft>) };
    if (typeof draft.title !== 'string' || !Array.isArray(draft.recipients)) return null;
    return draft;
  } catch {
    return null;
  }
}

export function writeDraft(key: DraftKey, draft: WizardDraft): void {
  try {
    storage()?.setItem(key, JSON.stringify(draft));
  } catch {
    // A full or disabled storage only costs the reload-safety; the wizard goes on.
  }
}

export function forgetDraft(key: DraftKey): void {
  storage()?.removeItem(key);
}
