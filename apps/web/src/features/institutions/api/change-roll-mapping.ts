import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rollOperations as ops, type RollImport, type RollImportMappingChange } from '@tvet/contract';
import { ApiError } from '@/lib/api';
import { downloadWithToken, saveFile } from '@/lib/authed-download';
import { call, pathUnderApiBase } from '@/lib/call';
import { getRollImport } from './get-roll-import';
import { institutionKeys } from './keys';

/**
 * PATCH /institutions/{id}/roll/imports/{importId}: changed column or programme matches; the server checks every
 * row again and answers the new preview (422 when rows still have faults: the preview is read again then).
 */
export async function changeRollMapping(
  institutionId: string,
  importId: string,
  change: RollImportMappingChange,
): Promise<{ msg: string; preview: RollImport }> {
  try {
    const answer = await call(ops.changeMapping, {
      params: { userId: institutionId, importId },
      body: change,
    });
    return { msg: answer.msg, preview: answer.payload };
  } catch (error) {
    if (!(error instanceof ApiError) || error.statusCode !== 422) throw error;
    return { msg: error.message, preview: await getRollImport(institutionId, importId) };
  }
}

export function useChangeRollMapping(institutionId: string, importId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: RollImportMappingChange) => changeRollMapping(institutionId, importId, change),
    onSuccess: ({ preview }, change) => {
      queryClient.setQueryData([...institutionKeys.roll(institutionId), 'import', importId], preview);
      // A programme added from the mapping step joins the institution's list.
      if (change.programmes?.some((programme) => programme.create))
        void queryClient.invalidateQueries({ queryKey: institutionKeys.programmeOptions(institutionId) });
    },
  });
}

/** GET …/roll/imports/{importId}/faults: the faulty rows as a CSV with a column saying what is wrong. */
export function useDownloadFaultyRows(institutionId: string, importId: string) {
  return useMutation({
    mutationFn: async () =>
      saveFile(
        await downloadWithToken(
          pathUnderApiBase(ops.faults, { params: { userId: institutionId, importId } }),
          {
            accept: 'text/csv',
            fallbackName: 'rows-to-fix.csv',
          },
        ),
      ),
  });
}
