import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '@/lib/api';

export interface Objection {
  objected: boolean;
  since: string | null;
}

const key = ['tracer', 'objection'] as const;

/** GET /me/tracer-objection: whether the signed-in person objected to tracer contacts. */
export async function fetchObjection(): Promise<Objection> {
  return (await request<Objection>('/me/tracer-objection')).payload;
}

export function useObjection() {
  return useQuery({ queryKey: key, queryFn: fetchObjection });
}

/** POST (object) or DELETE (withdraw) /me/tracer-objection; answers the new state and the server's sentence. */
export function useSetObjection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (objected: boolean) => {
      const answer = await request<Objection>('/me/tracer-objection', {
        method: objected ? 'POST' : 'DELETE',
      });
      return { ...answer.payload, msg: answer.msg };
    },
    onSuccess: (state) => client.setQueryData(key, { objected: state.objected, since: state.since }),
  });
}
