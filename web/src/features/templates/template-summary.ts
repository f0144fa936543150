import type { AppRouter } from '@partyreel/server/router';
import type { inferRouterOutputs } from '@trpc/server';

/** One template as templates.list sends it (server/src/templates/templates.queries.ts). */
export type TemplateSummary = inferRouterOutputs<AppRouter>['templates']['list'][number];

/** What a card needs to show a template and the picker's search needs to find it. */
export type PickableTemplate = Pick<
  TemplateSummary,
  'id' | 'name' | 'description' | 'searchTerms' | 'thumbnail'
>;
