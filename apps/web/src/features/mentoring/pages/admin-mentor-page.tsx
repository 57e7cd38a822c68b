// First: zod's eval probe must be off before the contract builds its schemas (see lib/zod.ts).
import '@/lib/zod';
import { type AdminMentor, MENTOR_TYPE_LABELS } from '@tvet/contract';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { BackButton } from '@/components/ui/back-button';
import { Badge } from '@/components/ui/badge';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LoadingPanel } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n/i18n';
import { pageTitle } from '@/lib/title';
import { useAdminMentor } from '../api/admin-mentors';
import { AssignByFilters } from '../components/assign-by-filters';
import { AssignOne } from '../components/assign-one';
import { CohortAdminList } from '../components/cohort-admin-list';
import { MentorActions } from '../components/mentor-actions';
import { MentorStatusBadge } from '../components/mentor-status-badge';

/**
 * One mentor in the console (issue 12): who they are, the cohort's size against the limit, assignment in bulk by
 * institution, programme, graduation year and state (with a preview) or one by one, removal in bulk of the
 * previewed graduates already in the cohort, and the cohort with unassign (one, or everyone at once).
 */
export function AdminMentorPage() {
  const { id = '' } = useParams();
  const mentor = useAdminMentor(id);
  return (
    <div className="flex flex-col gap-4">
      <BackButton fallback={paths.adminMentors} label={t('Mentors')} />
      {mentor.isPending ? (
        <>
          <title>{pageTitle(t('Mentor'))}</title>
          <LoadingPanel label={t('Loading the mentor…')} />
        </>
      ) : mentor.isError ? (
        <>
          <title>{pageTitle(t('Mentor'))}</title>
          <ErrorPanel
            message={t('This mentor could not be loaded.')}
            detail={mentor.error.message}
            onRetry={() => mentor.refetch()}
          />
        </>
      ) : (
        <Mentor mentor={mentor.data} />
      )}
    </div>
  );
}

function Panel({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-gray-200 sm:p-6"
    >
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      <p className="text-muted">{intro}</p>
      {children}
    </section>
  );
}

function Mentor({ mentor }: { mentor: AdminMentor }) {
  const name = mentor.user_id.name;
  return (
    <>
      <title>{pageTitle(t('{name}, mentor', { name }))}</title>
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold break-words">{name}</h1>
        <p className="flex flex-wrap items-center gap-2 text-muted">
          <MentorStatusBadge status={mentor.status} />
          {mentor.mentor_type && <Badge>{MENTOR_TYPE_LABELS[mentor.mentor_type]}</Badge>}
          <span className="[overflow-wrap:anywhere]">{mentor.user_id.email}</span>
        </p>
        <p>{[mentor.area_of_specialization, mentor.industry_type].filter(Boolean).join(' · ')}</p>
        <p className="text-lg font-semibold" aria-live="polite">
          {t('Cohort:')}{' '}
          {t('{count, plural, one {# graduate} other {# graduates}}', { count: mentor.cohort_size })}
        </p>
        <MentorActions mentor={mentor} />
      </header>
      <Panel
        id="assign-filters"
        title={t('Assign graduates by filters')}
        intro={t(
          'Choose at least one filter; every filter you choose must match. Preview counts the graduates before anything is stored; from it you can also remove the matching graduates already in this cohort.',
        )}
      >
        <AssignByFilters mentorId={mentor._id} />
      </Panel>
      <Panel
        id="assign-one"
        title={t('Assign one graduate')}
        intro={t('Find a graduate by name, e-mail or username.')}
      >
        <AssignOne mentorId={mentor._id} />
      </Panel>
      <Panel
        id="cohort"
        title={t('Cohort')}
        intro={t('The graduates this mentor follows. A graduate can have several mentors.')}
      >
        <CohortAdminList mentorId={mentor._id} />
      </Panel>
    </>
  );
}
