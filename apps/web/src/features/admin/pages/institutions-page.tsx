import { type AdminInstitution, INSTITUTION_VERIFICATION_STATUSES } from '@tvet/contract';
import { Badge } from '@/components/ui/badge';
import { t } from '@/lib/i18n/i18n';
import { useInstitutions } from '../api/get-institutions';
import { useRejectInstitution, useVerifyInstitution } from '../api/review-institution';
import { type Fact, VettingQueue } from '../components/vetting-queue';
import { websiteText } from '../lib/format';

const STATUS_LABELS = {
  get pending() {
    return t('Waiting');
  },
  get verified() {
    return t('Verified');
  },
  get rejected() {
    return t('Rejected');
  },
};

const factsOf = (institution: AdminInstitution): Fact[] => [
  ['Type', institution.institution_type],
  ['Ownership', institution.ownership_type],
  ['Established', institution.year_of_establishment],
  ['Owner', institution.name_of_owner],
  ['Website', websiteText(institution.website_url)],
  ['Phone', institution.user_id.phone],
  ['Address', institution.user_id.address],
];

/** Institution verification: the queue of institutions waiting (oldest first), verify, or reject with a reason. */
export function InstitutionsPage() {
  return (
    <VettingQueue
      title={t('Institutions')}
      intro={t(
        'Verify institutions so the verified badge shows beside their name, or reject with a reason that is e-mailed to them.',
      )}
      statusName="Verification status"
      statuses={INSTITUTION_VERIFICATION_STATUSES}
      statusLabels={STATUS_LABELS}
      accepted="verified"
      useRecords={useInstitutions}
      noun={['institution', 'institutions']}
      empty={t('No institution here')}
      statusOf={(institution) => institution.verification_status}
      reasonOf={(institution) => institution.verification_reason}
      factsOf={factsOf}
      badges={(institution) =>
        !institution.profile_complete && <Badge tone="amber">{t('Profile not finished')}</Badge>
      }
      accept={{ label: t('Verify'), busyLabel: t('Verifying…'), useAction: useVerifyInstitution }}
      reject={{
        description:
          'Say what is wrong and what the institution should change. The reason is e-mailed to it.',
        useAction: useRejectInstitution,
      }}
    />
  );
}
