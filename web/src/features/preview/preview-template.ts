import type { AppRouter } from '@partyreel/server/router';
import type { TemplateDefinition } from '@partyreel/shared/templates/template-types';
import type { inferRouterOutputs } from '@trpc/server';

/** One template as templates.byId sends it (server/src/templates/templates.queries.ts). */
export type PreviewTemplate = inferRouterOutputs<AppRouter>['templates']['byId'];

/** The catalogue shape the player draws from, made from what the server sends. */
export function playerTemplate(template: PreviewTemplate): TemplateDefinition {
  const { bundle, musicTheme, ...rest } = template;
  return {
    ...rest,
    musicTheme: musicTheme ?? template.theme,
    // templates.byId only finds active templates.
    isActive: true,
    ...(bundle ? { bundle } : {}),
  };
}
