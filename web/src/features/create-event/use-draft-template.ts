import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';

/** The draft's template as the player needs it (templates.byId), once one is chosen. */
export function useDraftTemplate(templateId: string | null) {
  const { trpc } = useRouteContext({ from: '__root__' });
  return useQuery({
    ...trpc.templates.byId.queryOptions({ id: templateId ?? '' }),
    enabled: templateId !== null,
  });
}
