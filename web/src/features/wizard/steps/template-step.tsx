import { TemplatePickerPanel } from '../../templates/template-picker-panel.tsx';
import { useTemplates } from '../../templates/use-templates.ts';

export interface TemplateStepProps {
  selectedId: string | null;
  onSelect: (templateId: string) => void;
  /** The event exists: its template can no longer change (docs/product.md). */
  locked: boolean;
  initialSearch?: string | undefined;
}

/** Choose the template: the shared picker, locked once the event is created. */
export function TemplateStep({ selectedId, onSelect, locked, initialSearch }: TemplateStepProps) {
  const templates = useTemplates();
  return (
    <TemplatePickerPanel
      key={initialSearch ?? ''}
      templates={templates.data}
      status={templates.status}
      retry={() => void templates.refetch()}
      retrying={templates.isFetching}
      selectedId={selectedId}
      onSelect={(template) => onSelect(template.id)}
      locked={locked}
      initialSearch={initialSearch}
    />
  );
}
