import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '../../lib/trpc.ts';

/** Who is signed in: `undefined` while loading, `null` for nobody, else the user (maybe anonymous). */
export function useSession() {
  const trpc = useTRPC();
  return useQuery(trpc.auth.me.queryOptions()).data;
}
