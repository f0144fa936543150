import type { ReactNode } from 'react';
import { usePainted } from '../../ui/use-painted.ts';
import { TemplatesLoadFailed } from '../templates/templates-error.tsx';
import { templateHref, templateSearchHref } from './creation-links.ts';
import { ShowcaseCard } from './showcase-card.tsx';
import { ShowcaseLoading } from './showcase-loading.tsx';
import { pickShowcase } from './showcase-picks.ts';
import { StartFailedBanner } from './start-failed-banner.tsx';
import { type StartEventActions, useStartEvent } from './use-start-event.ts';

export interface ShowcaseTemplate {
  id: string;
  name: string;
  theme: string;
  thumbnail: string;
}

export interface ShowcaseData {
  templates: readonly ShowcaseTemplate[] | undefined;
  status: 'pending' | 'error' | 'success';
  retry: () => void;
  retrying: boolean;
}

type LandingShowcaseProps = StartEventActions & ShowcaseData;

const BROWSE = 'browse';

/**
 * 'What kind of party are you throwing?': a dozen templates, one per theme. Picking one starts an
 * event with it; 'Browse all templates' opens the template-first wizard's first step.
 */
export function LandingShowcase({
  templates,
  status,
  retry,
  retrying,
  ...actions
}: LandingShowcaseProps) {
  const { start, starting, failed, dismiss } = useStartEvent(actions);
  // The pictures load once the hero is drawn: they are below it on a phone.
  const painted = usePainted();

  let body: ReactNode;
  if (status === 'error' && !templates)
    body = <TemplatesLoadFailed retry={retry} retrying={retrying} />;
  else if (!templates) body = <ShowcaseLoading />;
  else {
    body = (
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-5 lg:grid-cols-4">
        {pickShowcase(templates).map((template) => (
          <li key={template.id}>
            <ShowcaseCard
              template={template}
              picture={painted}
              busy={starting === template.id}
              onPick={() => void start(templateHref(template.id), template.id)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section
      aria-labelledby="showcase-heading"
      className="mx-auto w-full max-w-6xl px-5 pt-16 sm:px-8 md:pt-24"
    >
      <div className="mb-8 flex flex-col gap-4 sm:mb-10 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="showcase-heading" className="text-3xl font-semibold sm:text-4xl">
            What kind of party are you throwing?
          </h2>
          <p className="mt-2 text-lg text-ink-soft">
            Tap a template to start your invitation — each one comes with music to match.
          </p>
        </div>
        {templates ? (
          <button
            type="button"
            onClick={() => void start(templateSearchHref(''), BROWSE)}
            aria-busy={starting === BROWSE}
            className="inline-flex shrink-0 items-center gap-1.5 self-start font-bold text-party-magenta underline decoration-2 underline-offset-4 hover:text-party-plum aria-busy:cursor-wait sm:self-auto"
          >
            Browse all {templates.length} templates
            <span aria-hidden="true">→</span>
          </button>
        ) : null}
      </div>
      {failed ? (
        <div className="mb-6">
          <StartFailedBanner onDismiss={dismiss} />
        </div>
      ) : null}
      {body}
    </section>
  );
}
