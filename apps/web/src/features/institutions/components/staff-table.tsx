import type { InstitutionStaff } from '@tvet/contract';
import { type Column, DataTable } from '@/components/ui/data-table';
import { Link } from '@/components/ui/link';
import { href, paths } from '@/config/paths';
import { t } from '@/lib/i18n/i18n';
import { capitalised, labelOf, orNotAvailable } from '../lib/format';
import { PersonCell } from './person-cell';

const VIEW = 'btn btn-secondary min-h-11 px-3';

/** Spec 001 §3 "Staff record (list)": name, gender, category, grade level, appointment. */
export function StaffTable({
  staff,
  caption,
  dimmed = false,
  compact = false,
}: {
  staff: readonly InstitutionStaff[];
  caption: string;
  dimmed?: boolean;
  compact?: boolean;
}) {
  const columns: Column<InstitutionStaff>[] = [
    {
      key: 'name',
      header: t('Name'),
      primary: true,
      cell: (member) => (
        <PersonCell
          name={member.user_id.name}
          avatarUrl={member.user_id.avatar?.url}
          detail={member.user_id.email}
        />
      ),
    },
    ...(compact
      ? []
      : [
          {
            key: 'gender',
            header: t('Gender'),
            cell: (member: InstitutionStaff) => orNotAvailable(capitalised(member.gender)),
          },
        ]),
    {
      key: 'category',
      header: t('Staff category'),
      cell: (member) => orNotAvailable(labelOf(member.staff_category)),
    },
    { key: 'grade', header: t('Grade level'), cell: (member) => orNotAvailable(member.current_grade_level) },
    ...(compact
      ? []
      : [
          {
            key: 'appointment',
            header: t('Appointment'),
            cell: (member: InstitutionStaff) =>
              orNotAvailable(
                [labelOf(member.mode_of_appointment), labelOf(member.type_of_appointment)]
                  .filter(Boolean)
                  .join(', ') || null,
              ),
          },
        ]),
    {
      key: 'action',
      header: t('Action'),
      end: true,
      cell: (member) => (
        <Link to={href(paths.staffMember, { id: member._id })} className={VIEW}>
          {t('View')} <span className="sr-only">{member.user_id.name}</span>
        </Link>
      ),
    },
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={staff}
      rowKey={(member) => member._id}
      dimmed={dimmed}
    />
  );
}
