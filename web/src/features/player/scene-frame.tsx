import { readableOn, readableTextOn } from '@partyreel/shared/templates/contrast';
import { fontStack } from '@partyreel/shared/templates/fonts';
import type { TemplateDefinition } from '@partyreel/shared/templates/template-types';
import type { CSSProperties, ReactNode } from 'react';
import { SceneTime } from './motion.tsx';

/**
 * The stage every scene draws on: a 4:5 box (taller when the words need it: a grid cell holds both
 * a 4:5 spacer and the content, so the larger wins) that clips its decorations, sizes
 * its contents in container-width units, and carries the template's colours and fonts as CSS
 * variables (--pr-background, --pr-surface, --pr-primary, --pr-accent, --pr-on-accent,
 * --pr-accent-on-surface, --pr-text, --pr-display, --pr-body) for the scene's classes to use.
 */
export function SceneFrame({
  template,
  layout,
  titleId,
  className = '',
  style,
  children,
  t,
}: {
  /** Scene time, for the motion nodes inside when no live clock draws them (motion.tsx). */
  t: number;
  template: TemplateDefinition;
  layout: string;
  /** The id of the scene's title heading, which names the whole invitation. */
  titleId: string;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
}) {
  const { palette, fonts } = template;
  const variables = {
    '--pr-background': palette.background,
    '--pr-surface': palette.surface,
    '--pr-primary': palette.primary,
    '--pr-accent': palette.accent,
    '--pr-text': palette.text,
    // Words set on the accent (the poster's ribbon): white where it reads, else a dark ink.
    '--pr-on-accent': readableTextOn(palette.accent, ['#ffffff', palette.text, '#000000']),
    // The accent as words on the template's card (the envelope's letter): the accent where it
    // reads, else the nearest shade of it that does.
    '--pr-accent-on-surface': readableOn(palette.accent, palette.surface),
    '--pr-display': fontStack(fonts.display),
    '--pr-body': fontStack(fonts.body),
  } as CSSProperties;
  return (
    <article
      aria-labelledby={titleId}
      data-layout={layout}
      className="@container relative isolate grid [contain:layout_paint] w-full grid-cols-[minmax(0,1fr)] overflow-hidden bg-(--pr-background) font-(family-name:--pr-body) text-(--pr-text)"
      style={{ ...variables, ...style }}
    >
      <div aria-hidden="true" className="col-start-1 row-start-1 aspect-[4/5] w-full self-start" />
      <div className={`relative col-start-1 row-start-1 flex flex-col ${className}`}>
        <SceneTime t={t}>{children}</SceneTime>
      </div>
    </article>
  );
}
