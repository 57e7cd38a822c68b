import type { Mentee } from '@tvet/contract';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { type Column, DataTable } from '@/components/ui/data-table';
import { t } from '@/lib/i18n/i18n';
import { capitalised, employmentLabel, orNotAvailable } from '@/lib/profile-format';
import { useOpenMentee } from '../hooks/use-open-mentee';
import { splitName } from '../lib/names';

/**
 * The mentee table of the overview and /mentees (spec 001 §2): Avatar, First name, Last name, Gender,
 * Employment status (Employed/Unemployed) and the view action, which loads the mentee before opening it.
 */
export function MenteeTable({
  mentorId,
  mentees,
  caption,
  dimmed = false,
}: {
  mentorId: string;
  mentees: readonly Mentee[];
  caption: string;
  dimmed?: boolean;
}) {
  const { opening, open } = useOpenMentee(mentorId);
  const columns: Column<Mentee>[] = [
    {
      key: 'avatar',
      header: t('Avatar'),
      unlabelled: true,
      cell: (mentee) => <Avatar name={mentee.user_id.name} url={mentee.user_id.avatar?.url} />,
    },
    { key: 'first', header: t('First name'), primary: true, cell: (m) => splitName(m.user_id.name).first },
    { key: 'last', header: t('Last name'), cell: (m) => orNotAvailable(splitName(m.user_id.name).last) },
    { key: 'gender', header: t('Gender'), cell: (m) => orNotAvailable(capitalised(m.gender)) },
    { key: 'employment', header: t('Employment status'), cell: (m) => employmentLabel(m.is_employed) },
    {
      key: 'action',
      header: t('Action'),
      end: true,
      cell: (mentee) => (
        <Button
          variant="secondary"
          className="min-h-11 px-3"
          busy={opening === mentee._id}
          busyLabel={t('Opening…')}
          onClick={() => open(mentee._id)}
        >
          {t('View')} <span className="sr-only">{mentee.user_id.name}</span>
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={mentees}
      rowKey={(mentee) => mentee._id}
      dimmed={dimmed}
    />
  );
}
