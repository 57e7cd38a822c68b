import { ACCREDITATION_TYPE_LABELS, type Programme } from '@tvet/contract';
import { Button } from '@/components/ui/button';
import { type Column, DataTable } from '@/components/ui/data-table';
import { Link } from '@/components/ui/link';
import { href, paths } from '@/config/paths';
import { t } from '@/lib/i18n/i18n';
import { formatDay } from '../lib/format';
import { ProgrammeStatusBadge } from './status-badge';

const ACTION = 'btn btn-secondary min-h-11 px-3';

/**
 * Spec 001 §2: programme, grant date, expiry date, accreditation type, status and actions (view; delete).
 * On a phone each programme is a card.
 */
export function ProgrammeTable({
  programmes,
  dimmed,
  onDelete,
}: {
  programmes: readonly Programme[];
  dimmed: boolean;
  onDelete: (programme: Programme) => void;
}) {
  const columns: Column<Programme>[] = [
    { key: 'name', header: 'Programme', primary: true, cell: (programme) => programme.name },
    {
      key: 'granted',
      header: 'Grant date',
      cell: (programme) => <span className="whitespace-nowrap">{formatDay(programme.granted_date)}</span>,
    },
    {
      key: 'expiry',
      header: 'Expiry date',
      cell: (programme) => <span className="whitespace-nowrap">{formatDay(programme.expiry_date)}</span>,
    },
    {
      key: 'type',
      header: 'Accreditation type',
      cell: (programme) => ACCREDITATION_TYPE_LABELS[programme.accreditation_type],
    },
    {
      key: 'status',
      header: 'Status',
      cell: (programme) => <ProgrammeStatusBadge status={programme.status} />,
    },
    {
      key: 'actions',
      header: 'Actions',
      end: true,
      cell: (programme) => (
        <span className="inline-flex gap-2">
          <Link to={href(paths.programme, { programme_id: programme._id })} className={ACTION}>
            {t('View')} <span className="sr-only">{programme.name}</span>
          </Link>
          <Button
            variant="secondary"
            className="min-h-11 px-3 text-red-800"
            onClick={() => onDelete(programme)}
          >
            {t('Delete')} <span className="sr-only">{programme.name}</span>
          </Button>
        </span>
      ),
    },
  ];
  return (
    <DataTable
      caption={t('Your programmes')}
      columns={columns}
      rows={programmes}
      rowKey={(programme) => programme._id}
      dimmed={dimmed}
    />
  );
}
