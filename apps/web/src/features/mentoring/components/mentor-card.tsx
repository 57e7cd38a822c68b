import { type GraduateMentor, MENTOR_TYPE_LABELS } from '@tvet/contract';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Link } from '@/components/ui/link';
import { href, paths } from '@/config/paths';
import { t } from '@/lib/i18n/i18n';
import { orNotAvailable } from '@/lib/profile-format';

/** One of the graduate's mentors (spec 000 §3 "Mentor"): who, which kind, specialization, industry, message. */
export function MentorCard({ mentor }: { mentor: GraduateMentor }) {
  const person = mentor.mentor_id.user_id;
  const type = mentor.mentor_id.mentor_type;
  const headingId = `mentor-${mentor._id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col gap-4 rounded-xl bg-white p-4 ring-1 ring-gray-200"
    >
      <div className="flex items-center gap-3">
        <Avatar name={person.name} url={person.avatar?.url} className="size-12 text-lg" />
        <div className="flex min-w-0 flex-col items-start gap-1">
          <h2 id={headingId} className="text-lg font-semibold break-words">
            {person.name}
          </h2>
          {type && (
            <Badge tone={type === 'organization' ? 'amber' : 'green'}>{MENTOR_TYPE_LABELS[type]}</Badge>
          )}
        </div>
      </div>
      <dl className="flex flex-col gap-2">
        <div>
          <dt className="text-sm text-muted">{t('Specialization')}</dt>
          <dd className="font-semibold break-words">{orNotAvailable(mentor.area_of_specialization)}</dd>
        </div>
        <div>
          <dt className="text-sm text-muted">{t('Industry')}</dt>
          <dd className="font-semibold break-words">{orNotAvailable(mentor.industry_type)}</dd>
        </div>
      </dl>
      <Link
        to={href(paths.messages, {}, { to: person.username })}
        className="btn btn-primary mt-auto self-start"
      >
        {t('Send message')} <span className="sr-only">{t('to {name}', { name: person.name })}</span>
      </Link>
    </article>
  );
}
