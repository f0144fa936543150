import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';

/** The active templates (templates.list), read through the query cache a route loader may fill. */
export function useTemplates() {
  const { trpc } = useRouteContext({ from: '__root__' });
  return useQuery(trpc.templates.list.queryOptions());
}
