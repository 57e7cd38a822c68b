import type { InstitutionGraduate } from '@tvet/contract';
import { type Column, DataTable } from '@/components/ui/data-table';
import { Link } from '@/components/ui/link';
import { href, paths } from '@/config/paths';
import { t } from '@/lib/i18n/i18n';
import { capitalised, employmentLabel, orNotAvailable } from '../lib/format';
import { ClaimBadge } from './claim-badge';
import { PersonCell } from './person-cell';

const VIEW = 'btn btn-secondary min-h-11 px-3';

/** Spec 001 §3 "Graduate list entry": the graduate (name, gender, employment), with the claim they made. */
export function GraduateTable({
  graduates,
  caption,
  dimmed = false,
  compact = false,
}: {
  graduates: readonly InstitutionGraduate[];
  caption: string;
  dimmed?: boolean;
  /** The overview's short table: name, programme, claim and view. */
  compact?: boolean;
}) {
  const columns: Column<InstitutionGraduate>[] = [
    {
      key: 'name',
      header: t('Name'),
      primary: true,
      cell: (entry) => (
        <PersonCell
          name={entry.graduate_id.user_id.name}
          avatarUrl={entry.graduate_id.user_id.avatar?.url}
          detail={entry.matric_number}
        />
      ),
    },
    ...(compact
      ? []
      : [
          {
            key: 'gender',
            header: t('Gender'),
            cell: (entry: InstitutionGraduate) => orNotAvailable(capitalised(entry.graduate_id.gender)),
          },
          {
            key: 'employment',
            header: t('Employment status'),
            cell: (entry: InstitutionGraduate) => employmentLabel(entry.graduate_id.is_employed),
          },
        ]),
    {
      key: 'programme',
      header: t('Programme'),
      cell: (entry) =>
        entry.programme_id
          ? `${entry.programme_id.name}${entry.graduation_year ? `, ${entry.graduation_year}` : ''}`
          : orNotAvailable(entry.graduation_year ? String(entry.graduation_year) : null),
    },
    { key: 'claim', header: t('Roll'), cell: (entry) => <ClaimBadge status={entry.claim_status} /> },
    {
      key: 'action',
      header: t('Action'),
      end: true,
      cell: (entry) => (
        <Link to={href(paths.student, { id: entry.graduate_id._id })} className={VIEW}>
          {t('View')} <span className="sr-only">{entry.graduate_id.user_id.name}</span>
        </Link>
      ),
    },
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={graduates}
      rowKey={(entry) => entry._id}
      dimmed={dimmed}
    />
  );
}
