// First: zod's eval probe must be off before the contract builds its schemas (see lib/zod.ts).
import '@/lib/zod';
import type { StaffDetail } from '@tvet/contract';
import { useParams } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { DetailPage, PersonHeader } from '@/components/ui/detail-page';
import { DetailRow, DetailSection } from '@/components/ui/detail-section';
import { FileLink } from '@/components/ui/file-link';
import { Link } from '@/components/ui/link';
import { href, paths } from '@/config/paths';
import { t } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import { pageTitle } from '@/lib/title';
import { useStaffMember } from '../api/get-staff-member';
import { addressParts, capitalised, formatDate, labelOf, NOT_AVAILABLE, orNotAvailable } from '../lib/format';

/**
 * /staff/{id} (spec 001 §2 "Staff detail"): profile, contact, institution, employment, education and
 * identification (with the ID card file), and the send-message button (the chat with them on /messages).
 */
export function StaffMemberPage() {
  const { id = '' } = useParams();
  const session = useSession()!;
  const member = useStaffMember(session.user_id, id);
  return (
    <DetailPage
      query={member}
      title={t('Staff member')}
      loading={t('Loading the staff member…')}
      listPath={paths.staff}
    >
      {(data) => <StaffMember member={data} />}
    </DetailPage>
  );
}

function StaffMember({ member }: { member: StaffDetail }) {
  const person = member.user_id;
  const address = addressParts(person.address);
  const phone = member.phone ?? person.phone;
  return (
    <>
      <title>{pageTitle(t('{name}, staff', { name: person.name }))}</title>
      <PersonHeader
        title={person.name}
        aside={<Avatar name={person.name} url={person.avatar?.url} className="size-16 text-2xl" />}
      >
        <p className="text-muted">
          {[labelOf(member.staff_category), member.current_grade_level].filter(Boolean).join(' · ') ||
            'Staff'}
        </p>
      </PersonHeader>
      <Link to={href(paths.messages, {}, { to: person.username })} className="btn btn-primary self-start">
        {t('Send message')}
      </Link>
      <DetailSection id="staff-profile" title={t('Profile information')}>
        <DetailRow label={t('Name')}>{person.name}</DetailRow>
        <DetailRow label={t('Gender')}>{orNotAvailable(capitalised(member.gender))}</DetailRow>
        <DetailRow label={t('Date of birth')}>{formatDate(member.date_of_birth)}</DetailRow>
        <DetailRow label={t('Nationality')}>{orNotAvailable(member.nationality)}</DetailRow>
        <DetailRow label={t('State of origin')}>{orNotAvailable(member.state)}</DetailRow>
        <DetailRow label={t('LGA')}>{orNotAvailable(member.lga)}</DetailRow>
      </DetailSection>
      <DetailSection id="staff-contact" title={t('Contact information')}>
        <DetailRow label={t('E-mail')}>
          <a href={`mailto:${person.email}`} className="text-link break-all">
            {person.email}
          </a>
        </DetailRow>
        <DetailRow label={t('Phone')}>
          {phone ? (
            <a href={`tel:${phone}`} className="text-link">
              {phone}
            </a>
          ) : (
            NOT_AVAILABLE
          )}
        </DetailRow>
        <DetailRow label={t('Country of residence')}>{address.country}</DetailRow>
        <DetailRow label={t('State of residence')}>{address.state}</DetailRow>
        <DetailRow label={t('Street address')}>{address.street}</DetailRow>
      </DetailSection>
      <DetailSection id="staff-institution" title={t('Institution')}>
        <DetailRow label={t('Institution')}>{orNotAvailable(member.institution?.name)}</DetailRow>
        <DetailRow label={t('Staff category')}>{orNotAvailable(labelOf(member.staff_category))}</DetailRow>
        <DetailRow label={t('Employer category')}>
          {orNotAvailable(labelOf(member.employer_category))}
        </DetailRow>
      </DetailSection>
      <DetailSection id="staff-employment" title={t('Employment information')}>
        <DetailRow label={t('Grade level')}>{orNotAvailable(member.current_grade_level)}</DetailRow>
        <DetailRow label={t('Mode of appointment')}>
          {orNotAvailable(labelOf(member.mode_of_appointment))}
        </DetailRow>
        <DetailRow label={t('Type of appointment')}>
          {orNotAvailable(labelOf(member.type_of_appointment))}
        </DetailRow>
      </DetailSection>
      <DetailSection id="staff-education" title={t('Education and Identification')}>
        <DetailRow label={t('Highest qualification')}>
          {orNotAvailable(labelOf(member.highest_academic_qualification))}
        </DetailRow>
        <DetailRow label={t('NIN')}>{orNotAvailable(member.nin)}</DetailRow>
        <DetailRow label={t('ID card')}>
          {member.id_card ? <FileLink file={member.id_card} what="ID card" /> : NOT_AVAILABLE}
        </DetailRow>
      </DetailSection>
    </>
  );
}
