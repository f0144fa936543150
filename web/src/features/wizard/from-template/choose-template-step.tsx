import { TemplatePickerPanel } from '../../templates/template-picker-panel.tsx';
import { useTemplates } from '../../templates/use-templates.ts';
import { PriceLine } from '../../unlock/price-line.tsx';

export interface ChooseTemplateStepProps {
  search: string | undefined;
  selectedId: string | undefined;
  onChoose: (templateId: string) => void;
  /** The event exists: its template can no longer change (docs/product.md). */
  locked?: boolean;
}

/** Step 1 of the template-first wizard: search the catalogue and pick a template. */
export function ChooseTemplateStep({
  search,
  selectedId,
  onChoose,
  locked = false,
}: ChooseTemplateStepProps) {
  const templates = useTemplates();
  return (
    <section
      aria-labelledby="choose-template-title"
      className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-8 md:py-12"
    >
      <header>
        <p className="font-semibold text-fuchsia-700 text-sm uppercase tracking-wide">
          Step 1 of 7
        </p>
        <h1 id="choose-template-title" className="font-display font-bold text-3xl text-slate-900">
          What kind of party are you throwing?
        </h1>
        <p className="mt-1 text-slate-600">
          Pick a template: you can make every detail yours next.
        </p>
        {locked ? null : <PriceLine className="mt-1 font-semibold text-slate-600 text-sm" />}
      </header>
      <TemplatePickerPanel
        // A new search from the URL starts the picker afresh.
        key={search ?? ''}
        templates={templates.data}
        status={templates.status}
        retry={() => void templates.refetch()}
        retrying={templates.isFetching}
        selectedId={selectedId ?? null}
        onSelect={(template) => onChoose(template.id)}
        initialSearch={search}
        locked={locked}
      />
    </section>
  );
}
