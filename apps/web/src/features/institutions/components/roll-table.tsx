import type { RollEntry } from '@tvet/contract';
import { Button } from '@/components/ui/button';
import { type Column, DataTable } from '@/components/ui/data-table';
import { t } from '@/lib/i18n/i18n';
import { formatDate } from '../lib/format';
import { RollStateBadge } from './claim-badge';

/** Whether a row can be sent an invitation, and what the table says about it. */
export function invitationOf(entry: RollEntry): { text: string; action: 'invite' | 'reinvite' | null } {
  if (entry.has_account) return { text: t('Has an account'), action: null };
  if (!entry.email) return { text: t('No e-mail address'), action: null };
  if (entry.invited_at) {
    const date = formatDate(entry.invited_at);
    const text =
      entry.invitation_count > 1
        ? t('Invited {date}, {count} times', { date, count: entry.invitation_count })
        : t('Invited {date}', { date });
    return { text, action: 'reinvite' };
  }
  return { text: t('Not invited'), action: 'invite' };
}

/**
 * The graduation roll: who is on it, whether someone has claimed each row (and how far the claim is), and
 * the invitation to sign up for rows whose graduate has no account yet (sent once, re-sent on request).
 */
export function RollTable({
  entries,
  dimmed,
  invitingId,
  onInvite,
}: {
  entries: readonly RollEntry[];
  dimmed: boolean;
  invitingId: string | null;
  onInvite: (entry: RollEntry, resend: boolean) => void;
}) {
  const columns: Column<RollEntry>[] = [
    {
      key: 'name',
      header: t('Graduate'),
      primary: true,
      cell: (entry) => (
        <span className="flex flex-col">
          <span>{entry.name}</span>
          <span className="text-sm font-normal text-muted">{entry.matric_number}</span>
          {[entry.email, entry.phone].filter(Boolean).map((contact) => (
            <span key={contact} className="text-sm font-normal break-all text-muted">
              {contact}
            </span>
          ))}
          {entry.date_of_birth && (
            <span className="text-sm font-normal text-muted">
              {t('Born {date}', { date: formatDate(entry.date_of_birth) })}
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'programme',
      header: t('Programme'),
      cell: (entry) => `${entry.programme_id.name}, ${entry.graduation_year}`,
    },
    { key: 'state', header: t('Claim'), cell: (entry) => <RollStateBadge state={entry.claim_status} /> },
    { key: 'invitation', header: t('Invitation'), cell: (entry) => invitationOf(entry).text },
    {
      key: 'action',
      header: t('Action'),
      end: true,
      cell: (entry) => {
        const { action } = invitationOf(entry);
        if (!action) return null;
        return (
          <Button
            variant="secondary"
            className="min-h-11 px-3"
            busy={invitingId === entry._id}
            busyLabel={t('Sending…')}
            onClick={() => onInvite(entry, action === 'reinvite')}
          >
            {action === 'reinvite' ? t('Re-invite') : t('Invite')}{' '}
            <span className="sr-only">{entry.name}</span>
          </Button>
        );
      },
    },
  ];
  return (
    <DataTable
      caption={t('Your graduation roll')}
      columns={columns}
      rows={entries}
      rowKey={(entry) => entry._id}
      dimmed={dimmed}
    />
  );
}
