import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { surveyKeys } from '../api/keys';
import { onFlushed } from './answer-queue';

/** Lists showing progress reload when answers that waited on the phone reach the server in the background. */
export function useRefreshOnSync(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onFlushed((report) => {
        const sent = [...report.outcomes.values()].some((outcome) => outcome.kind === 'sent');
        if (sent) void queryClient.invalidateQueries({ queryKey: surveyKeys.all });
      }),
    [queryClient],
  );
}
