import { calendarDate, clockTime } from '@partyreel/shared/events/event-input';
import { messages } from '@partyreel/shared/messages';
import type { WizardDraft } from './draft/wizard-draft.ts';
import type { StepKind } from './wizard-steps.ts';

/** Which input a step's problem belongs to, so the step can mark and focus it. */
export type DraftField = 'title' | 'location' | 'eventDate' | 'startTime' | 'endTime' | 'template';

export interface StepProblem {
  field: DraftField;
  message: string;
}

const isBlank = (value: string) => value.trim() === '';

function nameProblem(draft: WizardDraft): StepProblem | null {
  return isBlank(draft.title) ? { field: 'title', message: messages.wizard.nameRequired } : null;
}

function locationProblem(draft: WizardDraft): StepProblem | null {
  return isBlank(draft.location)
    ? { field: 'location', message: messages.wizard.locationRequired }
    : null;
}

function dateProblem(draft: WizardDraft): StepProblem | null {
  return calendarDate.safeParse(draft.eventDate).success
    ? null
    : { field: 'eventDate', message: messages.wizard.dateRequired };
}

function timeProblem(draft: WizardDraft): StepProblem | null {
  if (isBlank(draft.startTime))
    return { field: 'startTime', message: messages.wizard.startTimeRequired };
  if (!clockTime.safeParse(draft.startTime).success)
    return { field: 'startTime', message: messages.wizard.invalidDateTime };
  if (draft.endTime && !clockTime.safeParse(draft.endTime).success)
    return { field: 'endTime', message: messages.wizard.invalidDateTime };
  return null;
}

function templateProblem(draft: WizardDraft): StepProblem | null {
  return draft.templateId ? null : { field: 'template', message: messages.wizard.templateRequired };
}

/**
 * What stops the host leaving a step with Next (the wizard rules of docs/product.md, The creation
 * wizards), or null. The preview and details steps edit every detail, so they check them all.
 */
export function stepProblem(kind: StepKind, draft: WizardDraft): StepProblem | null {
  switch (kind) {
    case 'name':
      return nameProblem(draft);
    case 'location':
      return locationProblem(draft);
    case 'date':
      return dateProblem(draft);
    case 'time':
      return timeProblem(draft);
    case 'template':
      return templateProblem(draft);
    case 'preview':
    case 'details':
      return (
        nameProblem(draft) ??
        locationProblem(draft) ??
        dateProblem(draft) ??
        timeProblem(draft) ??
        templateProblem(draft)
      );
    default:
      return null;
  }
}
