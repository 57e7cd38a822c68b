// First: zod's eval probe must be off before the contract builds its schemas (see lib/zod.ts).
import '@/lib/zod';
import { CLAIM_STATUS_LABELS, type StudentDetail } from '@tvet/contract';
import { useParams } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { DetailPage, PersonHeader } from '@/components/ui/detail-page';
import { DetailRow, DetailSection } from '@/components/ui/detail-section';
import { FileLink } from '@/components/ui/file-link';
import { GraduateSections } from '@/components/ui/graduate-sections';
import { Link } from '@/components/ui/link';
import { href, paths } from '@/config/paths';
import { t, tx } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import { useProfile } from '@/lib/shared-reads';
import { pageTitle } from '@/lib/title';
import { useStudent } from '../api/get-student';
import { ClaimActions } from '../components/claim-actions';
import { ClaimBadge } from '../components/claim-badge';
import { addressParts, capitalised, formatDate, labelOf, NOT_AVAILABLE, orNotAvailable } from '../lib/format';

/**
 * /students/{id} (spec 001 §2 "Student detail"): profile, contact, education (institution, school ID file),
 * O-level details, identity (NIN) and employment (resume, status, occupation only when employed, skills),
 * with the graduate's claim on the graduation roll and the institution's confirm or reject, and the spec's
 * send-message button (the chat with this graduate on /messages).
 */
export function StudentPage() {
  const { id = '' } = useParams();
  const session = useSession()!;
  const student = useStudent(session.user_id, id);
  return (
    <DetailPage
      query={student}
      title={t('Student')}
      loading={t('Loading the student…')}
      listPath={paths.students}
    >
      {(data) => <Student student={data} />}
    </DetailPage>
  );
}

function Student({ student }: { student: StudentDetail }) {
  const session = useSession()!;
  const institution = useProfile('institution', session.user_id);
  const person = student.user_id;
  const address = addressParts(person.address);
  const { claim } = student;
  return (
    <>
      <title>{pageTitle(t('{name}, student', { name: person.name }))}</title>
      <PersonHeader
        title={person.name}
        aside={<Avatar name={person.name} url={person.avatar?.url} className="size-16 text-2xl" />}
      >
        <p className="flex flex-wrap items-center gap-2 text-muted">
          <ClaimBadge status={claim.claim_status} />
          {claim.programme_id?.name ?? ''}
          {claim.graduation_year ? ` ${claim.graduation_year}` : ''}
        </p>
      </PersonHeader>
      <Link to={href(paths.messages, {}, { to: person.username })} className="btn btn-primary self-start">
        {t('Send message')}
      </Link>
      <DetailSection id="student-profile" title={t('Profile information')}>
        <DetailRow label={t('Name')}>{person.name}</DetailRow>
        <DetailRow label={t('Gender')}>{orNotAvailable(capitalised(student.gender))}</DetailRow>
        <DetailRow label={t('Date of birth')}>{formatDate(student.date_of_birth)}</DetailRow>
        <DetailRow label={t('Nationality')}>{orNotAvailable(student.nationality)}</DetailRow>
        <DetailRow label={t('State of origin')}>{orNotAvailable(student.state)}</DetailRow>
        <DetailRow label={t('LGA')}>{orNotAvailable(student.lga)}</DetailRow>
      </DetailSection>
      <DetailSection id="student-contact" title={t('Contact information')}>
        <DetailRow label={t('E-mail')}>
          <a href={`mailto:${person.email}`} className="text-link break-all">
            {person.email}
          </a>
        </DetailRow>
        <DetailRow label={t('Phone')}>
          {student.phone || person.phone ? (
            <a href={`tel:${student.phone ?? person.phone}`} className="text-link">
              {student.phone ?? person.phone}
            </a>
          ) : (
            NOT_AVAILABLE
          )}
        </DetailRow>
        <DetailRow label={t('Country of residence')}>{address.country}</DetailRow>
        <DetailRow label={t('State of residence')}>{address.state}</DetailRow>
        <DetailRow label={t('Street address')}>{address.street}</DetailRow>
      </DetailSection>
      <DetailSection
        id="student-education"
        title={t('Education information')}
        footer={
          <div className="flex flex-col gap-3 border-t border-gray-200 pt-4">
            <p className="text-muted">
              {claim.claim_status === 'confirmed'
                ? 'You have confirmed this graduate is on your graduation roll.'
                : claim.claim_status === 'disputed'
                  ? 'This matric number is already held by another graduate on your roll. Confirm only if this is the right person.'
                  : claim.claim_status === 'rejected'
                    ? 'You rejected this claim. Confirm it if that was a mistake.'
                    : student.roll_entry
                      ? 'This matric number is on your roll, but the graduate has not given the same programme and year. Confirm it if this is the right person.'
                      : 'No row of your graduation roll matches this claim yet. Confirm it if this person graduated from your institution.'}
            </p>
            <ClaimActions graduateId={student._id} name={person.name} status={claim.claim_status} />
          </div>
        }
      >
        <DetailRow label={t('Institution')}>{orNotAvailable(institution.data?.user_id.name)}</DetailRow>
        <DetailRow label={t('Matric number')}>
          {orNotAvailable(claim.matric_number ?? student.matric_number)}
        </DetailRow>
        <DetailRow label={t('Programme')}>{orNotAvailable(claim.programme_id?.name)}</DetailRow>
        <DetailRow label={t('Graduation year')}>{orNotAvailable(claim.graduation_year)}</DetailRow>
        <DetailRow label={t('Graduation roll')}>
          <span className="flex flex-col gap-1">
            <span>{tx(CLAIM_STATUS_LABELS[claim.claim_status])}</span>
            {student.roll_entry && (
              <span className="text-sm font-normal text-muted">
                {t('Roll row: {name}, {matric_number}, {name2} {graduation_year}', {
                  name: student.roll_entry.name,
                  matric_number: student.roll_entry.matric_number,
                  name2: student.roll_entry.programme_id.name,
                  graduation_year: student.roll_entry.graduation_year,
                })}
              </span>
            )}
          </span>
        </DetailRow>
        <DetailRow label={t('Highest qualification')}>
          {orNotAvailable(labelOf(student.highest_academic_qualification))}
        </DetailRow>
        <DetailRow label={t('School ID')}>
          <FileLink file={student.school_id} what="school ID" />
        </DetailRow>
      </DetailSection>
      <GraduateSections graduate={student} idPrefix="student" />
    </>
  );
}
