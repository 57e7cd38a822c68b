import { Button } from '@/components/ui/button';
import { useLinkedInstitutions } from '../../api/get-linked-institutions';
import { useLinkInstitution } from '../../api/link-institution';
import { useUnlinkInstitution } from '../../api/unlink-institution';
import { useNotify } from '../notice';
import { InstitutionLine, InstitutionSearch } from './institution-search';

/**
 * The institutions a graduate studied at (several allowed): each added or removed at once, with the server's
 * message. `id` lands on the search box so an error summary can point at it.
 */
export function LinkedInstitutions({
  graduateId,
  id,
  error,
}: {
  graduateId: string;
  id: string;
  error?: string;
}) {
  const linked = useLinkedInstitutions(graduateId);
  const link = useLinkInstitution(graduateId);
  const unlink = useUnlinkInstitution(graduateId);
  const docs = linked.data ?? [];
  const notify = useNotify();

  async function run(action: () => Promise<{ msg: string }>) {
    try {
      notify((await action()).msg);
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : String(failure));
    }
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h3 id={`${id}-heading`} className="font-semibold">
        Your institutions
      </h3>
      {linked.isPending ? (
        <div role="status" className="h-16 animate-pulse rounded-lg bg-gray-100">
          <span className="sr-only">Loading your institutions…</span>
        </div>
      ) : docs.length === 0 ? (
        <p
          className={`rounded-lg border border-dashed p-3 text-sm ${error ? 'border-red-700 text-red-800' : 'border-gray-300 text-muted'}`}
        >
          {error ?? 'No institution added yet. Search for yours below and add it.'}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-gray-200 rounded-lg bg-brand-50/50 ring-1 ring-gray-200">
          {docs.map((institution) => (
            <li key={institution._id} className="flex flex-wrap items-center gap-3 p-3">
              <InstitutionLine institution={institution} />
              <Button
                variant="ghost"
                className="min-h-10 px-3 text-red-800"
                busy={unlink.isPending && unlink.variables === institution._id}
                busyLabel="Removing…"
                onClick={() => run(() => unlink.mutateAsync(institution._id))}
              >
                Remove<span className="sr-only"> {institution.user_id.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <InstitutionSearch
        id={id}
        actionLabel="Add"
        excludeIds={docs.map((doc) => doc._id)}
        busyId={link.isPending ? link.variables : null}
        onChoose={(institution) => run(() => link.mutateAsync(institution._id))}
      />
    </section>
  );
}
