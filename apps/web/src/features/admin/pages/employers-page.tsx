import { type AdminEmployer, EMPLOYER_VETTING_STATUSES } from '@tvet/contract';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { t } from '@/lib/i18n/i18n';
import { useOpenFile } from '@/lib/use-open-file';
import { useEmployers } from '../api/get-employers';
import { useApproveEmployer, useRejectEmployer } from '../api/review-employer';
import { type Fact, VettingQueue } from '../components/vetting-queue';
import { websiteText } from '../lib/format';

const STATUS_LABELS = {
  get pending() {
    return t('Waiting');
  },
  get approved() {
    return t('Approved');
  },
  get rejected() {
    return t('Rejected');
  },
};

const factsOf = (employer: AdminEmployer): Fact[] => [
  ['Industry', employer.industry_type],
  ['Ownership', employer.ownership_type],
  ['Size', employer.organization_size],
  ['Principal official', employer.name_of_principal_official],
  ['Established', employer.date_of_establishment],
  ['Website', websiteText(employer.website_url)],
  ['Jobs posted', employer.job_count],
];

/** Opens the employer's CAC document in a new tab, or says there is none. */
function CacDocument({ employer }: { employer: AdminEmployer }) {
  const openFile = useOpenFile();
  const document = employer.cac_document;
  if (!document) return <Badge tone="amber">{t('No CAC document uploaded')}</Badge>;
  return (
    <Button
      variant="secondary"
      busyLabel={t('Opening…')}
      aria-label={t('Open CAC document of {name}', { name: employer.user_id.name })}
      onClick={() => openFile(document.url).catch((error: Error) => toast(error.message))}
    >
      {t('Open CAC document')}
    </Button>
  );
}

/** Employer vetting by the CAC document: the waiting queue, oldest first; approve, or reject with a reason. */
export function EmployersPage() {
  return (
    <VettingQueue
      title={t('Employers')}
      intro={t(
        "Open each employer's CAC document and approve it, or reject it with a reason that is e-mailed to them. Jobs of employers not approved read 'Unverified employer'.",
      )}
      statusName="Vetting status"
      statuses={EMPLOYER_VETTING_STATUSES}
      statusLabels={STATUS_LABELS}
      accepted="approved"
      useRecords={useEmployers}
      noun={['employer', 'employers']}
      empty={t('No employer here')}
      statusOf={(employer) => employer.vetting_status}
      reasonOf={(employer) => employer.vetting_reason}
      factsOf={factsOf}
      actions={(employer) => <CacDocument employer={employer} />}
      accept={{ label: t('Approve'), busyLabel: t('Approving…'), useAction: useApproveEmployer }}
      reject={{
        description:
          "Say what is wrong with the CAC document or the company's details. The reason is e-mailed to the employer.",
        useAction: useRejectEmployer,
      }}
    />
  );
}
