import { useState } from 'react';
import { ConsolePage } from '@/components/ui/console-page';
import { Tab, TabList, TabPanel, Tabs } from '@/components/ui/tabs';
import { t } from '@/lib/i18n/i18n';
import { ActivitiesEditor } from '../components/activities-editor';
import { BreachRegister } from '../components/breach-register';
import { SubjectRequests } from '../components/subject-requests';

/**
 * /admin/data-protection: the data protection officer's console (NDPA 2023): the breach register with its
 * 72-hour clock, data subject requests with their 30-day clock, and the record of processing activities.
 */
export function DataProtectionPage() {
  const [tab, setTab] = useState('breaches');
  return (
    <ConsolePage
      title={t('Data protection')}
      intro={t(
        "Breaches and the Commission's 72-hour deadline, people's requests and their 30-day deadline, and the record of what the platform processes and why.",
      )}
    >
      <Tabs value={tab} onValueChange={setTab} className="flex flex-col gap-4">
        <TabList aria-label={t('Data protection')}>
          <Tab value="breaches">{t('Breach register')}</Tab>
          <Tab value="requests">{t('Requests')}</Tab>
          <Tab value="record">{t('Processing record')}</Tab>
        </TabList>
        <TabPanel value="breaches">
          <BreachRegister />
        </TabPanel>
        <TabPanel value="requests">
          <SubjectRequests />
        </TabPanel>
        <TabPanel value="record">
          <ActivitiesEditor />
        </TabPanel>
      </Tabs>
    </ConsolePage>
  );
}
