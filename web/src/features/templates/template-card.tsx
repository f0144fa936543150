import { messages } from '@partyreel/shared/messages';
import { Icon } from '../../ui/icon.tsx';
import type { PickableTemplate } from './template-summary.ts';
import { TemplateThumbnail } from './template-thumbnail.tsx';

interface TemplateCardProps {
  template: PickableTemplate;
  selected: boolean;
  /** Edit mode, and this is not the event's template: shown, but it cannot be chosen. */
  locked: boolean;
  onSelect: () => void;
}

/** One template in the picker: a toggle button with its picture, name and description. */
export function TemplateCard({ template, selected, locked, onSelect }: TemplateCardProps) {
  return (
    // Named by what it shows, name first then description (an aria-labelledby naming it by the
    // name alone would hide the rest of its visible text from speech input, WCAG 2.5.3).
    <button
      type="button"
      aria-pressed={selected}
      aria-disabled={locked || undefined}
      onClick={locked ? undefined : onSelect}
      className={`group relative flex h-full flex-col overflow-hidden rounded-3xl bg-white text-left shadow-lg shadow-violet-900/5 ring-1 transition ${
        selected
          ? 'ring-4 ring-party-magenta'
          : locked
            ? 'cursor-not-allowed ring-violet-100'
            : 'ring-violet-100 hover:-translate-y-1 hover:shadow-xl hover:shadow-violet-900/10 hover:ring-violet-300'
      }`}
    >
      <span className="relative block">
        {/* Decorative here: the name is written right under it, and is already in the name. */}
        <TemplateThumbnail
          src={template.thumbnail}
          name=""
          className={locked ? 'opacity-45 grayscale' : ''}
        />
        {locked ? (
          <span className="absolute inset-0 grid place-items-center">
            <span className="grid size-12 place-items-center rounded-full bg-ink/80 text-white shadow-lg">
              <Icon className="size-6" strokeWidth="2" strokeLinecap="round">
                <rect x="5" y="10.5" width="14" height="10" rx="2.5" />
                <path d="M8.5 10.5V7.5a3.5 3.5 0 0 1 7 0v3" />
              </Icon>
            </span>
          </span>
        ) : null}
      </span>
      <span className="flex flex-1 flex-col gap-1.5 p-5">
        <span className="font-display text-xl font-semibold leading-tight text-ink">
          {template.name}
        </span>
        <span className="text-sm text-ink-soft">{template.description}</span>
        {locked ? (
          <span className="mt-auto block pt-3">
            <span className="block font-bold text-ink">{messages.templatePicker.locked}</span>
            <span className="block text-sm text-ink-soft">
              {messages.templatePicker.lockedHint}
            </span>
          </span>
        ) : null}
      </span>
      {/* Last, so the name is heard first; placed over the picture's corner all the same. */}
      {selected ? (
        <span className="absolute top-3 right-3 inline-flex items-center gap-1.5 rounded-full bg-party-magenta px-3 py-1 text-sm font-bold text-white shadow-lg">
          <Icon className="size-4" viewBox="0 0 20 20">
            <path d="M8.2 13.6 4.6 10l-1.3 1.3 4.9 4.9 8.5-8.5-1.3-1.3z" />
          </Icon>
          {messages.templatePicker.selected}
        </span>
      ) : null}
    </button>
  );
}
