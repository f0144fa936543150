import { TemplatePicker, type TemplatePickerProps } from './template-picker.tsx';
import type { PickableTemplate } from './template-summary.ts';
import { TemplatesLoadFailed } from './templates-error.tsx';
import { TemplatesLoading } from './templates-loading.tsx';

export interface TemplatePickerPanelProps<T extends PickableTemplate>
  extends Omit<TemplatePickerProps<T>, 'templates'> {
  templates: readonly T[] | undefined;
  status: 'pending' | 'error' | 'success';
  retry: () => void;
  retrying: boolean;
}

/**
 * The picker with its data's states: placeholders while templates.list loads, the catalogue's
 * message and a retry when it fails, then the picker. Feed it from `useTemplates()`.
 */
export function TemplatePickerPanel<T extends PickableTemplate>({
  templates,
  status,
  retry,
  retrying,
  ...picker
}: TemplatePickerPanelProps<T>) {
  if (status === 'error' && !templates)
    return <TemplatesLoadFailed retry={retry} retrying={retrying} />;
  if (!templates) return <TemplatesLoading />;
  return <TemplatePicker templates={templates} {...picker} />;
}
