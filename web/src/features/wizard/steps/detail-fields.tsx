import type { ComponentProps } from 'react';
import { TextField } from '../../../ui/text-field.tsx';
import type { DraftDetails } from '../draft/wizard-draft.ts';
import type { DraftField, StepProblem } from '../step-rules.ts';

export interface DetailFieldsProps {
  details: DraftDetails;
  onChange: (details: Partial<DraftDetails>) => void;
  problem: StepProblem | null;
}

type FieldName = keyof DraftDetails & DraftField;

/** One detail of the event as a labelled input, marked when the step's problem is about it. */
function DetailInput({
  name,
  label,
  details,
  onChange,
  problem,
  ...input
}: DetailFieldsProps & { name: FieldName; label: string } & Omit<
    ComponentProps<typeof TextField>,
    'label' | 'name' | 'value' | 'onChange' | 'error'
  >) {
  return (
    <TextField
      label={label}
      name={name}
      value={details[name]}
      error={problem?.field === name ? problem.message : undefined}
      onChange={(event) => onChange({ [name]: event.target.value })}
      {...input}
    />
  );
}

export function TitleField(props: DetailFieldsProps & { label?: string }) {
  return (
    <DetailInput
      {...props}
      name="title"
      label={props.label ?? 'Event name'}
      placeholder="Maya's 7th Birthday"
      autoComplete="off"
      maxLength={200}
    />
  );
}

export function LocationField(props: DetailFieldsProps) {
  return (
    <DetailInput
      {...props}
      name="location"
      label="Location"
      placeholder="12 Oak Lane, Springfield"
      autoComplete="street-address"
      maxLength={300}
    />
  );
}

export function DateField(props: DetailFieldsProps) {
  return <DetailInput {...props} name="eventDate" label="Date" type="date" />;
}

export function TimeFields(props: DetailFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <DetailInput {...props} name="startTime" label="Start time" type="time" />
      <DetailInput {...props} name="endTime" label="End time (optional)" type="time" />
    </div>
  );
}

/** Every detail at once: the preview and details steps edit them side by side. */
export function AllDetailFields(props: DetailFieldsProps) {
  return (
    <div className="space-y-4">
      <TitleField {...props} />
      <LocationField {...props} />
      <DateField {...props} />
      <TimeFields {...props} />
    </div>
  );
}
