// First: zod's eval probe must be off before the contract builds its schemas (see lib/zod.ts).
import '@/lib/zod';
import type { Programme } from '@tvet/contract';
import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Link } from '@/components/ui/link';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { SummaryCards } from '@/components/ui/summary-cards';
import { TextLink } from '@/components/ui/text-link';
import { href, paths } from '@/config/paths';
import { t } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import { useProfile } from '@/lib/shared-reads';
import { pageTitle } from '@/lib/title';
import { useGraduates } from '../api/get-graduates';
import { useOverview } from '../api/get-overview';
import { useStaffList } from '../api/get-staff-list';
import { GraduateTable } from '../components/graduate-table';
import { StaffTable } from '../components/staff-table';
import { formatDate } from '../lib/format';

/** Spec 001 §9: the overview shows the first 6 graduates, with View all when there are more. */
export const OVERVIEW_ROWS = 6;
const FIRST_PAGE = { page: 1 };

function ListPanel({
  id,
  title,
  viewAll,
  children,
}: {
  id: string;
  title: string;
  viewAll: string | null;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        {viewAll && <TextLink to={viewAll}>{t('View all')}</TextLink>}
      </div>
      {children}
    </section>
  );
}

function ExpiringProgrammes({ programmes }: { programmes: Programme[] }) {
  return (
    <ul className="flex flex-col divide-y divide-gray-200">
      {programmes.map((programme) => (
        <li key={programme._id} className="flex flex-wrap items-center justify-between gap-2 py-2">
          <Link to={href(paths.programme, { programme_id: programme._id })} className="text-link">
            {programme.name}
          </Link>
          <span className="text-sm text-muted">
            {programme.expires_in_days === 0
              ? 'expires today'
              : `expires ${formatDate(programme.expiry_date)} (in ${programme.expires_in_days} day${programme.expires_in_days === 1 ? '' : 's'})`}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The institution's /overview (spec 001 §2 "Institution overview"): the verified badge, stat cards, the first
 * six New Graduates (View all to /students when there are more) and New Staff, the claims waiting for a
 * decision and the programmes whose accreditation ends within 90 days.
 */
export function InstitutionOverviewPage() {
  const session = useSession()!;
  const profile = useProfile('institution', session.user_id);
  const overview = useOverview(session.user_id);
  const graduates = useGraduates(session.user_id, FIRST_PAGE, OVERVIEW_ROWS);
  const staff = useStaffList(session.user_id, FIRST_PAGE, OVERVIEW_ROWS);
  const figures = overview.data;
  const waiting = figures ? figures.graduates.claimed + figures.graduates.disputed : 0;
  const name = profile.data?.user_id.name ?? '';

  return (
    <div className="flex flex-col gap-6">
      <title>{pageTitle(t('Overview'))}</title>
      <header className="flex flex-col gap-1">
        <h1 className="flex flex-wrap items-center gap-x-3 gap-y-1 text-2xl font-bold break-words">
          {name || t('Overview')}
          {profile.data?.is_verified && (
            <Badge tone="green">
              <svg
                viewBox="0 0 24 24"
                className="mr-1 size-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="2.5"
                aria-hidden="true"
              >
                <path d="M5 12.5l4.5 4.5L19 7.5" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
              {t('Verified')}
            </Badge>
          )}
        </h1>
        <p className="text-muted">{t('Your graduates, staff and programmes at a glance.')}</p>
      </header>
      {overview.isError ? (
        <ErrorPanel
          message={t('The figures could not be loaded.')}
          detail={overview.error.message}
          onRetry={() => overview.refetch()}
        />
      ) : (
        <SummaryCards
          cards={[
            { label: 'Graduates on the roll', value: figures?.roll.total, icon: 'student' },
            { label: 'Signed up from the roll', value: figures?.roll.signed_up, icon: 'people' },
            { label: 'Confirmed graduates', value: figures?.graduates.confirmed, icon: 'applied' },
            { label: 'Staff', value: figures?.staff, icon: 'people' },
            {
              label: 'Approved programmes',
              value: figures?.programmes.by_status.approved ?? (figures ? 0 : undefined),
              icon: 'programme',
            },
            { label: 'Expiring within 90 days', value: figures?.programmes.expiring_soon, icon: 'programme' },
          ]}
        />
      )}
      {waiting > 0 && (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-300">
          <span className="font-semibold">
            {waiting} {t('graduate')}
            {waiting === 1 ? ' is' : 's are'} {t('waiting for you to confirm their claim.')}
          </span>
          <TextLink to={`${paths.graduationRoll}?tab=claims`}>{t('Review claims')}</TextLink>
        </p>
      )}
      {figures && figures.expiring_programmes.length > 0 && (
        <section aria-labelledby="overview-expiring" className="rounded-xl bg-white p-4 ring-1 ring-gray-200">
          <h2 id="overview-expiring" className="text-lg font-semibold">
            {t('Accreditation ending soon')}
          </h2>
          <ExpiringProgrammes programmes={figures.expiring_programmes} />
        </section>
      )}
      <div className="grid gap-6 2xl:grid-cols-2">
        <ListPanel
          id="overview-graduates"
          title={t('New Graduates')}
          viewAll={graduates.data && graduates.data.totalDocs > OVERVIEW_ROWS ? paths.students : null}
        >
          {graduates.isPending ? (
            <ListSkeleton label={t('Loading new graduates…')} rows={2} />
          ) : graduates.isError ? (
            <ErrorPanel message={graduates.error.message} onRetry={() => graduates.refetch()} />
          ) : graduates.data.totalDocs === 0 ? (
            <EmptyState title={t('No graduate yet')}>
              {t('Graduates appear here when they add your institution to their profile.')}
            </EmptyState>
          ) : (
            <GraduateTable graduates={graduates.data.docs} caption={t('New Graduates')} compact />
          )}
        </ListPanel>
        <ListPanel
          id="overview-staff"
          title={t('New Staff')}
          viewAll={staff.data && staff.data.totalDocs > OVERVIEW_ROWS ? paths.staff : null}
        >
          {staff.isPending ? (
            <ListSkeleton label={t('Loading new staff…')} rows={2} />
          ) : staff.isError ? (
            <ErrorPanel message={staff.error.message} onRetry={() => staff.refetch()} />
          ) : staff.data.totalDocs === 0 ? (
            <EmptyState title={t('No staff yet')}>
              {t('Staff appear here when they choose your institution in their profile.')}
            </EmptyState>
          ) : (
            <StaffTable staff={staff.data.docs} caption={t('New Staff')} compact />
          )}
        </ListPanel>
      </div>
    </div>
  );
}
