import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';

/** Who is signed in: `undefined` while loading, `null` for nobody, else the user (maybe anonymous). */
export function useSession() {
  const { trpc } = useRouteContext({ from: '__root__' });
  return useQuery(trpc.auth.me.queryOptions()).data;
}
