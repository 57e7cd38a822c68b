// First: zod's eval probe must be off before the contract builds its schemas (see lib/zod.ts).
import '@/lib/zod';
import type { MenteeDetail } from '@tvet/contract';
import { useParams } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { DetailPage, PersonHeader } from '@/components/ui/detail-page';
import { DetailRow, DetailSection } from '@/components/ui/detail-section';
import { FileLink } from '@/components/ui/file-link';
import { GraduateSections } from '@/components/ui/graduate-sections';
import { Link } from '@/components/ui/link';
import { href, paths } from '@/config/paths';
import { t } from '@/lib/i18n/i18n';
import { addressParts, capitalised, NOT_AVAILABLE, orNotAvailable } from '@/lib/profile-format';
import { useSession } from '@/lib/session';
import { pageTitle } from '@/lib/title';
import { useMentee, useMenteeInstitutions } from '../api/get-mentee';
import { splitName } from '../lib/names';

/**
 * /mentees/{id} (spec 001 §2 "Mentee detail", read-only): Profile information, Contact information, Education
 * information (institutions joined by comma, the School ID file with its size in MB), O' Level details, Identity
 * and legal information (NIN), Employment Details (resume, Employed/Unemployed/NA, the occupation only when
 * employed, skills), a message button and Back. A failed load shows the msg and goes back (spec 001 §8).
 */
export function MenteePage() {
  const { id = '' } = useParams();
  const session = useSession()!;
  const mentee = useMentee(session.user_id, id);
  return (
    <DetailPage
      query={mentee}
      title={t('Mentee')}
      loading={t('Loading the mentee…')}
      listPath={paths.mentees}
    >
      {(data) => <Mentee mentee={data} />}
    </DetailPage>
  );
}

function Mentee({ mentee }: { mentee: MenteeDetail }) {
  const institutions = useMenteeInstitutions(mentee._id);
  const person = mentee.user_id;
  const name = splitName(person.name);
  const address = addressParts(person.address);
  const institutionNames = institutions.data?.docs.map((institution) => institution.user_id.name) ?? [];
  return (
    <>
      <title>{pageTitle(t('{name}, mentee', { name: person.name }))}</title>
      <PersonHeader
        title={person.name}
        aside={<Avatar name={person.name} url={person.avatar?.url} className="size-16 text-2xl" />}
      >
        <p className="text-muted">@{person.username}</p>
      </PersonHeader>
      <Link to={href(paths.messages, {}, { to: person.username })} className="btn btn-primary self-start">
        {t('Send message')}
      </Link>
      <DetailSection id="mentee-profile" title={t('Profile information')}>
        <DetailRow label={t('First name')}>{name.first}</DetailRow>
        <DetailRow label={t('Last name')}>{orNotAvailable(name.last)}</DetailRow>
        <DetailRow label={t('Gender')}>{orNotAvailable(capitalised(mentee.gender))}</DetailRow>
        <DetailRow label={t('State')}>{orNotAvailable(mentee.state)}</DetailRow>
        <DetailRow label={t('LGA')}>{orNotAvailable(mentee.lga)}</DetailRow>
        <DetailRow label={t('Phone')}>
          {mentee.phone || person.phone ? (
            <a href={`tel:${mentee.phone ?? person.phone}`} className="text-link">
              {mentee.phone ?? person.phone}
            </a>
          ) : (
            NOT_AVAILABLE
          )}
        </DetailRow>
      </DetailSection>
      <DetailSection id="mentee-contact" title={t('Contact information')}>
        <DetailRow label={t('Country of residence')}>{address.country}</DetailRow>
        <DetailRow label={t('State')}>{address.state}</DetailRow>
        <DetailRow label={t('Street address')}>{address.street}</DetailRow>
      </DetailSection>
      <DetailSection id="mentee-education" title={t('Education information')}>
        <DetailRow label={t('Institutions')}>
          {institutions.isPending
            ? 'Loading…'
            : institutions.isError
              ? 'Could not be loaded'
              : orNotAvailable(institutionNames.join(', '))}
        </DetailRow>
        <DetailRow label={t('School ID')}>
          <FileLink file={mentee.school_id} what="school ID" />
        </DetailRow>
      </DetailSection>
      <GraduateSections graduate={mentee} idPrefix="mentee" />
    </>
  );
}
