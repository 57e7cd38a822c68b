import { MESSAGES } from '@tvet/contract';
import { Avatar } from '@/components/ui/avatar';
import { Link } from '@/components/ui/link';
import { ListSkeleton } from '@/components/ui/list-skeleton';
import { Pager } from '@/components/ui/pager';
import { href, JOB_PARAM, paths } from '@/config/paths';
import { t, tx } from '@/lib/i18n/i18n';
import { useJobApplicants } from '../api/get-job-applicants';
import { useApplicantsPage } from '../hooks/use-applicants-page';
import { EmailLink } from './email-link';
import { RelativeTimeLabel } from './relative-time-label';

/**
 * The applicants of one job, a page at a time, with the count of all of them; each opens the applicant's
 * detail (spec 001 §2).
 */
export function ApplicantList({ jobId }: { jobId: string }) {
  const [page, setPage] = useApplicantsPage();
  const applicants = useJobApplicants(jobId, page);
  const count = applicants.data?.totalDocs;
  return (
    <section
      aria-labelledby={`applicants-${jobId}`}
      className="flex flex-col gap-3 border-t border-gray-200 pt-4"
    >
      <h3 id={`applicants-${jobId}`} className="flex items-center gap-2 text-lg font-semibold">
        {t('Applicants')}
        {count !== undefined && (
          <span className="rounded-full bg-brand-700 px-2.5 py-0.5 text-sm text-white">{count}</span>
        )}
      </h3>
      {applicants.isPending ? (
        <ListSkeleton label={t('Loading applicants…')} rows={2} />
      ) : applicants.isError ? (
        <p role="alert" className="text-red-800">
          {applicants.error.message}
        </p>
      ) : applicants.data.totalDocs === 0 ? (
        <p className="rounded-lg bg-gray-50 p-4 text-center text-muted">{tx(MESSAGES.noApplicant)}</p>
      ) : (
        <>
          <ul
            className={`flex flex-col divide-y divide-gray-200 ${applicants.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {applicants.data.docs.map((applicant) => {
              const person = applicant.graduate_id.user_id;
              return (
                <li key={applicant._id} className="flex items-center gap-2 py-3 sm:gap-3">
                  <Avatar name={person.name} url={person.avatar?.url} className="size-10 text-base" />
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold break-words">{person.name}</p>
                    <p className="truncate text-sm">
                      <EmailLink email={person.email} short />
                    </p>
                    <p className="text-sm text-muted">
                      <RelativeTimeLabel date={applicant.createdAt} prefix="Applied" />
                    </p>
                  </div>
                  <Link
                    to={href(paths.applicant, { applicant_id: applicant._id }, { [JOB_PARAM]: jobId })}
                    className="btn btn-secondary min-h-11 shrink-0 px-3"
                    aria-label={t('View {name}', { name: person.name })}
                  >
                    {t('View')}
                  </Link>
                </li>
              );
            })}
          </ul>
          <Pager
            hideSinglePage
            page={page}
            totalPages={applicants.data.totalPages}
            busy={applicants.isPlaceholderData}
            onPage={setPage}
            label={t('Applicant pages')}
          />
        </>
      )}
    </section>
  );
}
