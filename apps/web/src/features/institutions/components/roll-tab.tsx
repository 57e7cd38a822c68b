import {
  ROLL_CLAIM_STATES,
  type RollClaimState,
  type RollEntry,
  type RollInvitationResult,
} from '@tvet/contract';
import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { PagedListState } from '@/components/ui/paged-list-state';
import { PeopleSearch } from '@/components/ui/people-search';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { toast } from '@/components/ui/toast';
import { t, tx } from '@/lib/i18n/i18n';
import { pageFrom, useSearchParamsState } from '@/lib/search-params';
import { useProgrammeOptions } from '../api/get-programme-options';
import { useRoll } from '../api/get-roll';
import type { RollFilters } from '../api/keys';
import { useSendInvitations } from '../api/send-invitations';
import { ROLL_STATE_LABELS } from './claim-badge';
import { RollTable } from './roll-table';

const STATE_OPTIONS = ROLL_CLAIM_STATES.map((value) => ({
  value,
  get label() {
    return tx(ROLL_STATE_LABELS[value]);
  },
}));
const INVITED_OPTIONS = [
  {
    value: 'true',
    get label() {
      return t('Invited');
    },
  },
  {
    value: 'false',
    get label() {
      return t('Not invited');
    },
  },
];

function resultText(result: RollInvitationResult): string {
  const parts = [
    result.already_invited && t('{count} already invited', { count: result.already_invited }),
    result.has_account && t('{count} already have an account', { count: result.has_account }),
    result.no_email && t('{count} have no e-mail address', { count: result.no_email }),
  ].filter(Boolean);
  return parts.length ? t('Skipped: {list}.', { list: parts.join(', ') }) : '';
}

/** The roll's rows, filtered (name or matric number, programme, year, claim, invitation), with invitations. */
export function RollTab({ institutionId }: { institutionId: string }) {
  const [params, update] = useSearchParamsState();
  const state = params.get('state');
  const invited = params.get('invited');
  const year = Number(params.get('year'));
  const filters: RollFilters = {
    page: pageFrom(params.get('page')),
    name: params.get('q')?.trim() || undefined,
    programme_id: params.get('programme') || undefined,
    graduation_year: Number.isInteger(year) && year > 0 ? year : undefined,
    claim_status: (ROLL_CLAIM_STATES as readonly string[]).includes(state ?? '')
      ? (state as RollClaimState)
      : undefined,
    invited: invited === 'true' || invited === 'false' ? invited : undefined,
  };
  const roll = useRoll(institutionId, filters);
  const programmes = useProgrammeOptions(institutionId);
  const invite = useSendInvitations(institutionId);
  const [inviting, setInviting] = useState<string | null>(null);
  const [bulk, setBulk] = useState<RollInvitationResult | null>(null);
  const [typedYear, setTypedYear] = useState(filters.graduation_year ? String(filters.graduation_year) : '');
  const search = useCallback((name: string) => update({ q: name || null, page: null }), [update]);
  const filtered = Boolean(
    filters.name ||
      filters.programme_id ||
      filters.graduation_year ||
      filters.claim_status ||
      filters.invited,
  );

  async function inviteOne(entry: RollEntry, resend: boolean) {
    setInviting(entry._id);
    try {
      toast((await invite.mutateAsync({ ids: [entry._id], resend })).msg);
    } catch (error) {
      toast(error instanceof Error ? error.message : String(error));
    } finally {
      setInviting(null);
    }
  }

  async function inviteAll() {
    try {
      const answer = await invite.mutateAsync({ all: true });
      setBulk(answer.payload);
      toast(answer.msg);
    } catch (error) {
      toast(error instanceof Error ? error.message : String(error));
    }
  }

  // An empty roll has nothing to filter or invite: only the empty state shows.
  const empty = !filtered && roll.data?.totalDocs === 0 && !roll.isPlaceholderData;
  return (
    <div className="flex flex-col gap-4">
      <div
        className={`flex flex-col gap-4 rounded-xl bg-white p-4 ring-1 ring-gray-200 ${empty ? 'hidden' : ''}`}
      >
        <PeopleSearch
          label={t('Search by name or matric number')}
          placeholder={t('Name or matric number')}
          value={filters.name ?? ''}
          onSearch={search}
          searching={roll.isFetching && roll.isPlaceholderData}
        />
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <SelectField
            label={t('Programme')}
            placeholder={programmes.isPending ? t('Loading programmes…') : t('All programmes')}
            options={(programmes.data ?? []).map((programme) => ({
              value: programme._id,
              label: programme.name,
            }))}
            value={filters.programme_id ?? ''}
            onChange={(event) => update({ programme: event.target.value || null, page: null })}
          />
          <form
            onSubmit={(event) => {
              event.preventDefault();
              update({ year: typedYear.trim() || null, page: null });
            }}
          >
            <TextField
              label={t('Graduation year')}
              inputMode="numeric"
              placeholder={t('e.g. 2022')}
              maxLength={4}
              value={typedYear}
              onChange={(event) => {
                const value = event.target.value.replace(/\D/g, '');
                setTypedYear(value);
                if (value.length === 4 || value === '') update({ year: value || null, page: null });
              }}
            />
          </form>
          <SelectField
            label={t('Claim')}
            placeholder={t('Any')}
            options={STATE_OPTIONS}
            value={filters.claim_status ?? ''}
            onChange={(event) => update({ state: event.target.value || null, page: null })}
          />
          <SelectField
            label={t('Invitation')}
            placeholder={t('Any')}
            options={INVITED_OPTIONS}
            value={filters.invited ?? ''}
            onChange={(event) => update({ invited: event.target.value || null, page: null })}
          />
        </div>
      </div>
      <div
        className={`flex flex-col gap-2 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200 sm:flex-row sm:items-center sm:justify-between ${empty ? 'hidden' : ''}`}
      >
        <p className="text-sm">
          {t(
            'Graduates on your roll who have no account yet can be invited by e-mail: the link opens sign-up with your institution, programme and year filled in.',
          )}
        </p>
        <Button
          variant="secondary"
          className="shrink-0"
          onClick={inviteAll}
          busy={invite.isPending && !inviting}
          busyLabel={t('Sending…')}
        >
          {bulk && bulk.remaining > 0 ? t('Send the next invitations') : t('Invite everyone not yet invited')}
        </Button>
      </div>
      {bulk && (
        <p role="status" className="text-sm">
          {t('{count, plural, one {# invitation sent.} other {# invitations sent.}}', { count: bulk.sent })}{' '}
          {resultText(bulk)}{' '}
          {bulk.remaining > 0 &&
            t('{count} still to invite: send the next invitations.', { count: bulk.remaining })}
        </p>
      )}
      <PagedListState
        query={roll}
        words={{
          count: (count) =>
            t('{count, plural, one {# graduate on the roll} other {# graduates on the roll}}', { count }),
          loading: t('Loading your graduation roll…'),
          failed: t('Your graduation roll could not be loaded.'),
          pages: t('Graduation roll pages'),
        }}
        searching={filtered}
        empty={{
          title: t('Your graduation roll is empty'),
          text: t(
            'Upload your graduates above. Graduates who sign up and name your institution are then confirmed against it.',
          ),
        }}
        page={filters.page}
        onPage={(page) => update({ page: page > 1 ? String(page) : null })}
      >
        <RollTable
          entries={roll.data?.docs ?? []}
          dimmed={roll.isPlaceholderData}
          invitingId={inviting}
          onInvite={inviteOne}
        />
      </PagedListState>
    </div>
  );
}
