import { ACCOUNT_STATES, type AdminAccount, USER_TYPES } from '@tvet/contract';
import { Badge } from '@/components/ui/badge';
import { ConsolePage, RecordCard } from '@/components/ui/console-page';
import { Link } from '@/components/ui/link';
import { PagedList } from '@/components/ui/paged-list';
import { SelectField } from '@/components/ui/select-field';
import { href, paths } from '@/config/paths';
import { t, tx } from '@/lib/i18n/i18n';
import { USER_TYPE_LABELS } from '@/lib/user-types';
import { useAccounts } from '../api/get-accounts';
import { SearchBox } from '../components/search-box';
import { useListParams } from '../hooks/use-list-params';
import { formatDate } from '../lib/format';

export function AccountBadges({ account }: { account: AdminAccount }) {
  return (
    <span className="flex flex-wrap gap-1">
      <Badge>{tx(USER_TYPE_LABELS[account.user_type])}</Badge>
      {account.is_active ? (
        <Badge tone="green">{t('Active')}</Badge>
      ) : (
        <Badge tone="amber">{t('Deactivated')}</Badge>
      )}
      {account.is_email_verified ? (
        <Badge tone="green">{t('E-mail verified')}</Badge>
      ) : (
        <Badge tone="amber">{t('Not verified')}</Badge>
      )}
    </span>
  );
}

/** Every account, searchable by name, e-mail or username, filtered by role, state and verification. */
export function AccountsPage() {
  const { values, page, setFilters, setPage } = useListParams({ q: '', role: '', state: '', verified: '' });
  const accounts = useAccounts({ ...values, page });
  return (
    <ConsolePage
      title={t('Accounts')}
      intro={t('Find any account, open it, resend its verification, deactivate or reactivate it.')}
    >
      <SearchBox
        key={values.q}
        label={t('Name, e-mail or username')}
        value={values.q}
        onSearch={(q) => setFilters({ q })}
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3 sm:items-end">
        <SelectField
          label={t('Role')}
          value={values.role}
          placeholder={t('Every role')}
          onChange={(event) => setFilters({ role: event.target.value })}
          options={USER_TYPES.map((type) => ({ value: type, label: USER_TYPE_LABELS[type] }))}
        />
        <SelectField
          label={t('State')}
          value={values.state}
          placeholder={t('Active or deactivated')}
          onChange={(event) => setFilters({ state: event.target.value })}
          options={ACCOUNT_STATES.map((state) => ({
            value: state,
            label: state === 'active' ? t('Active') : t('Deactivated'),
          }))}
        />
        <SelectField
          label={t('E-mail verified')}
          value={values.verified}
          placeholder={t('Verified or not')}
          onChange={(event) => setFilters({ verified: event.target.value })}
          options={[
            { value: 'true', label: t('Verified') },
            { value: 'false', label: t('Not verified') },
          ]}
        />
      </div>
      <PagedList
        query={accounts}
        page={page}
        onPage={setPage}
        label={t('Accounts')}
        noun={['account', 'accounts']}
        empty={t('No account matches these filters')}
      >
        {(account) => (
          <RecordCard>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <Link
                  to={href(paths.adminAccount, { id: account._id })}
                  className="font-semibold text-brand-800 underline [overflow-wrap:anywhere]"
                >
                  {account.name}
                </Link>
                <p className="text-sm text-muted [overflow-wrap:anywhere]">
                  {t('{email} · @{username} · joined {createdAt}', {
                    email: account.email,
                    username: account.username,
                    createdAt: formatDate(account.createdAt),
                  })}
                </p>
              </div>
              <AccountBadges account={account} />
            </div>
          </RecordCard>
        )}
      </PagedList>
    </ConsolePage>
  );
}
