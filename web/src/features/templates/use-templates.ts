import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';

/** The active templates (templates.list), read through the query cache a route loader may fill. */
export function useTemplates() {
  const trpc = useTRPC();
  return useQuery(trpc.templates.list.queryOptions());
}
