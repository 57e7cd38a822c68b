import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@/lib/api';
import { sharedKeys } from '@/lib/shared-reads';

/**
 * A console action (verify, reject, suspend…): on success the lists under `invalidate` and the audit log are
 * asked again. The envelope comes back so the page shows the server's msg.
 */
export function useAdminAction<Args, Result>(
  call: (args: Args) => Promise<Envelope<Result>>,
  invalidate: QueryKey,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: invalidate });
      void client.invalidateQueries({ queryKey: sharedKeys.auditLog });
    },
  });
}
