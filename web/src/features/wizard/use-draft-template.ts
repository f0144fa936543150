import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';

/** The draft's template as the player needs it (templates.byId), once one is chosen. */
export function useDraftTemplate(templateId: string | null) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.templates.byId.queryOptions({ id: templateId ?? '' }),
    enabled: templateId !== null,
  });
}
