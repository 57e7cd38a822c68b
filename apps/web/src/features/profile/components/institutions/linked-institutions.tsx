import type { LinkedInstitution } from '@tvet/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n/i18n';
import { useLinkedInstitutions } from '../../api/get-linked-institutions';
import { useLinkInstitution } from '../../api/link-institution';
import { useUnlinkInstitution } from '../../api/unlink-institution';
import { type InstitutionLinkChanges, useUpdateInstitutionLink } from '../../api/update-institution-link';
import { useNotify } from '../notice';
import { InstitutionLine, InstitutionSearch } from './institution-search';
import { ClaimStatusLabel, claimExplanation, LinkDetails } from './link-details';

/** "FPI/ND/EE/19/001 · Electrical Engineering Technology · 2021", or null when none is given yet. */
function claimLine({ link }: LinkedInstitution): string | null {
  const parts = [link.matric_number, link.programme_id?.name, link.graduation_year].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}

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
  const update = useUpdateInstitutionLink(graduateId);
  const docs = linked.data ?? [];
  const notify = useNotify();
  /** The link whose matric number, programme and year are being edited. */
  const [editing, setEditing] = useState<string | null>(null);

  async function run(action: () => Promise<{ msg: string }>): Promise<boolean> {
    try {
      notify((await action()).msg);
      return true;
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : String(failure));
      return false;
    }
  }

  async function saveDetails(institutionId: string, changes: InstitutionLinkChanges) {
    if (await run(() => update.mutateAsync({ institutionId, changes }))) setEditing(null);
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="flex flex-col gap-3">
      <h3 id={`${id}-heading`} className="font-semibold">
        {t('Your institutions')}
      </h3>
      {linked.isPending ? (
        <div role="status" className="h-16 animate-pulse rounded-lg bg-gray-100">
          <span className="sr-only">{t('Loading your institutions…')}</span>
        </div>
      ) : docs.length === 0 ? (
        <p
          className={`rounded-lg border border-dashed p-3 text-sm ${error ? 'border-red-700 text-red-800' : 'border-gray-300 text-muted'}`}
        >
          {error ?? t('No institution added yet. Search for yours below and add it.')}
        </p>
      ) : (
        <ul className="flex flex-col divide-y divide-gray-200 rounded-lg bg-brand-50/50 ring-1 ring-gray-200">
          {docs.map((institution) => {
            const claim = claimLine(institution);
            const name = institution.user_id.name;
            return (
              <li key={institution._id} className="flex flex-col gap-2 p-3">
                <div className="flex flex-wrap items-center gap-3">
                  <InstitutionLine institution={institution} />
                  <Button
                    variant="ghost"
                    className="min-h-10 px-3 text-red-800"
                    busy={unlink.isPending && unlink.variables === institution._id}
                    busyLabel={t('Removing…')}
                    onClick={() => run(() => unlink.mutateAsync(institution._id))}
                  >
                    {t('Remove')} <span className="sr-only">{name}</span>
                  </Button>
                </div>
                {institution.link && (
                  <div className="flex flex-col gap-1 text-sm">
                    <p className="flex flex-wrap items-center gap-2">
                      <ClaimStatusLabel status={institution.link.claim_status} />
                      {claim && <span className="break-all">{claim}</span>}
                    </p>
                    <p className="text-muted">{claimExplanation(institution.link.claim_status, name)}</p>
                    {/* Issue 22.22: the institution's own words on why it rejected the claim. */}
                    {institution.link.decision_reason && (
                      <p className="rounded-md bg-red-50 p-2 text-red-900 ring-1 ring-red-300">
                        {t('Reason given by {name}: {decision_reason}', {
                          name,
                          decision_reason: institution.link.decision_reason,
                        })}
                      </p>
                    )}
                  </div>
                )}
                {editing === institution._id ? (
                  <LinkDetails
                    institution={institution}
                    onSave={(changes) => saveDetails(institution._id, changes)}
                    onCancel={() => setEditing(null)}
                  />
                ) : (
                  institution.link && (
                    <Button
                      variant="secondary"
                      className="min-h-10 self-start px-3"
                      onClick={() => setEditing(institution._id)}
                    >
                      {institution.link.programme_id && institution.link.graduation_year
                        ? t('Edit matric number, programme and year')
                        : t('Add your matric number, programme and graduation year')}{' '}
                      <span className="sr-only">{t('at {name}', { name })}</span>
                    </Button>
                  )
                )}
              </li>
            );
          })}
        </ul>
      )}
      <InstitutionSearch
        id={id}
        actionLabel={t('Add')}
        excludeIds={docs.map((doc) => doc._id)}
        busyId={link.isPending ? link.variables : null}
        onChoose={(institution) => run(() => link.mutateAsync(institution._id))}
      />
    </section>
  );
}
