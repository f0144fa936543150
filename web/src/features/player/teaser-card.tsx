import type { TemplateDefinition } from '@partyreel/shared/templates/template-types';
import { Icon } from '../../ui/icon.tsx';
import { MotifField } from './motif-field.tsx';

/**
 * A teaser template (docs/product.md, Pages): too much for the page it is in, so a card invites the
 * viewer to open the full preview in a new tab. `onOpen` opens it (the caller knows the preview's
 * data).
 */
export function TeaserCard({
  template,
  onOpen,
}: {
  template: TemplateDefinition;
  onOpen: () => void;
}) {
  const { palette } = template;
  return (
    <div
      className="@container relative isolate grid aspect-[4/5] w-full place-items-center overflow-hidden p-8 text-center"
      style={{
        background: `radial-gradient(circle at 50% 40%, ${palette.primary}, ${palette.background} 70%)`,
      }}
    >
      <MotifField template={template} t={0} count={10} opacity={0.6} />
      <div className="relative">
        <p
          className="text-sm font-bold tracking-[0.2em] uppercase"
          style={{ color: palette.accent }}
        >
          {template.name}
        </p>
        <h2 className="mt-3 font-display text-3xl font-bold text-balance text-white">
          This invitation is too magical to display here
        </h2>
        <p className="mt-3 text-white/80">Open it in its own tab to see it in full.</p>
        <button
          type="button"
          onClick={onOpen}
          className="mt-6 inline-flex min-h-12 items-center gap-2 rounded-2xl bg-white px-6 font-display text-lg font-semibold text-ink shadow-xl transition hover:scale-105 active:scale-95"
        >
          Open full preview
          <span className="sr-only">(opens in a new tab)</span>
          <Icon className="size-5" strokeWidth="2.2" strokeLinecap="round">
            <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
          </Icon>
        </button>
      </div>
    </div>
  );
}
