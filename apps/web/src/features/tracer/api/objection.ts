import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tracerObjectionOperations as ops } from '@tvet/contract';
import { call } from '@/lib/call';

export interface Objection {
  objected: boolean;
  since: string | null;
}

const key = ['tracer', 'objection'] as const;

/** Whether the signed-in person objected to tracer contacts. */
export async function fetchObjection(): Promise<Objection> {
  return (await call(ops.read)).payload;
}

export function useObjection() {
  return useQuery({ queryKey: key, queryFn: fetchObjection });
}

/** Object (POST) or withdraw (DELETE); answers the new state and the server's sentence. */
export function useSetObjection() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (objected: boolean) => {
      const answer = await call(objected ? ops.object : ops.withdraw);
      return { ...answer.payload, msg: answer.msg };
    },
    onSuccess: (state) => client.setQueryData(key, { objected: state.objected, since: state.since }),
  });
}
