import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toast';
import { href, paths } from '@/config/paths';
import { menteeInstitutionsQueryOptions, menteeQueryOptions } from '../api/get-mentee';

/**
 * Spec 001 §4 "Mentee selection": view shows a loading indicator on that row, loads the mentee's details and
 * institutions, then opens /mentees/{id}; on failure the server's msg shows and the mentor stays on the list.
 * The page then reads both from the cache instead of asking again.
 */
export function useOpenMentee(mentorId: string) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [opening, setOpening] = useState<string | null>(null);

  const open = useCallback(
    async (graduateId: string) => {
      if (opening) return;
      setOpening(graduateId);
      try {
        await Promise.all([
          client.fetchQuery(menteeQueryOptions(mentorId, graduateId)),
          client.fetchQuery(menteeInstitutionsQueryOptions(graduateId)),
        ]);
        navigate(href(paths.mentee, { id: graduateId }));
      } catch (error) {
        toast(error instanceof Error ? error.message : String(error));
        setOpening(null);
      }
    },
    [client, mentorId, navigate, opening],
  );

  return { opening, open };
}
