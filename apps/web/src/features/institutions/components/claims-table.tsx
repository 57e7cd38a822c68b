import type { InstitutionGraduate } from '@tvet/contract';
import { type Column, DataTable } from '@/components/ui/data-table';
import { Link } from '@/components/ui/link';
import { href, paths } from '@/config/paths';
import { t } from '@/lib/i18n/i18n';
import { orNotAvailable } from '../lib/format';
import { ClaimActions } from './claim-actions';
import { ClaimBadge } from './claim-badge';
import { PersonCell } from './person-cell';

/** Graduates' claims to be on the roll, each with Confirm and Reject, and a link to the whole profile. */
export function ClaimsTable({ claims, dimmed }: { claims: readonly InstitutionGraduate[]; dimmed: boolean }) {
  const columns: Column<InstitutionGraduate>[] = [
    {
      key: 'name',
      header: t('Graduate'),
      primary: true,
      cell: (entry) => (
        <PersonCell
          name={entry.graduate_id.user_id.name}
          avatarUrl={entry.graduate_id.user_id.avatar?.url}
          detail={entry.graduate_id.user_id.email}
        />
      ),
    },
    { key: 'matric', header: t('Matric number'), cell: (entry) => orNotAvailable(entry.matric_number) },
    {
      key: 'programme',
      header: t('Programme'),
      cell: (entry) =>
        orNotAvailable([entry.programme_id?.name, entry.graduation_year].filter(Boolean).join(', ') || null),
    },
    { key: 'claim', header: t('Claim'), cell: (entry) => <ClaimBadge status={entry.claim_status} /> },
    {
      key: 'action',
      header: t('Action'),
      end: true,
      cell: (entry) => (
        <span className="inline-flex flex-wrap justify-end gap-2">
          <ClaimActions
            graduateId={entry.graduate_id._id}
            name={entry.graduate_id.user_id.name}
            status={entry.claim_status}
            size="small"
          />
          <Link
            to={href(paths.student, { id: entry.graduate_id._id })}
            className="btn btn-ghost min-h-11 px-3"
          >
            {t('View')} <span className="sr-only">{entry.graduate_id.user_id.name}</span>
          </Link>
        </span>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('Claims to review')}
      columns={columns}
      rows={claims}
      rowKey={(entry) => entry._id}
      dimmed={dimmed}
    />
  );
}
