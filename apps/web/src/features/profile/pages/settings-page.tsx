import * as Tabs from '@radix-ui/react-tabs';
import type { Profile, UserType } from '@tvet/contract';
import type { ComponentType, ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { LanguagePicker } from '@/components/ui/language-picker';
import { LoadingPanel } from '@/components/ui/spinner';
import { t } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import { useProfile } from '@/lib/shared-reads';
import { pageTitle } from '@/lib/title';
import { useQueryParam } from '@/lib/use-query-param';
import { ChangePasswordForm } from '../components/security/change-password-form';
import {
  CompanyTab,
  InstitutionGraduatesTab,
  InstitutionInfoTab,
} from '../components/settings/organisation-tabs';
import {
  GraduateEducationTab,
  GraduateInstitutionEmploymentTab,
  PersonalTab,
  StaffEducationTab,
  StaffInstitutionEmploymentTab,
} from '../components/settings/person-tabs';
import type { EditableRole } from '../lib/changes';

type Panel = ComponentType<{ role: EditableRole; profile: Profile }>;
interface Tab {
  label: string;
  /** Absent for Security, which needs the account id only. */
  Panel?: Panel;
  /** A section another feature provides (composed in app/pages.tsx, since a feature imports no other). */
  content?: ReactNode;
}
const SECURITY: Tab = { label: 'Security' };

/** Settings tabs per role (spec 000 §2, spec 001 §2 "Settings"). */
const TABS: Record<UserType, Tab[]> = {
  graduate: [
    { label: 'Personal Information', Panel: PersonalTab },
    { label: 'Institution & Employment Information', Panel: GraduateInstitutionEmploymentTab },
    { label: 'Education and Identification', Panel: GraduateEducationTab },
    SECURITY,
  ],
  staff: [
    { label: 'Personal information', Panel: PersonalTab },
    { label: 'Institution and Employment Information', Panel: StaffInstitutionEmploymentTab },
    { label: 'Education and Identification', Panel: StaffEducationTab },
    SECURITY,
  ],
  institution: [
    { label: 'Institution Information', Panel: InstitutionInfoTab },
    { label: 'Graduates Information', Panel: InstitutionGraduatesTab },
    SECURITY,
  ],
  employer: [{ label: 'Company Information', Panel: CompanyTab }, SECURITY],
  mentor: [SECURITY],
  admin: [SECURITY],
};

const slug = (label: string) => label.toLowerCase().replace(/[^a-z]+/g, '-');

export const PRIVACY_TAB_LABEL = 'Privacy and data';

/**
 * /settings: the role's tabs; the chosen tab is in the address (?tab=) so a reload keeps it. `privacy` is the
 * "Privacy and data" tab's content (consents, objection, archive, erasure), which other features provide.
 */
export function SettingsPage({ role, privacy }: { role: UserType; privacy?: ReactNode }) {
  const session = useSession();
  const navigate = useNavigate();
  const profile = useProfile(role, session?.user_id ?? '');
  const tabs = privacy ? [...TABS[role], { label: PRIVACY_TAB_LABEL, content: privacy }] : TABS[role];
  const wanted = useQueryParam('tab');
  const current = tabs.find((tab) => slug(tab.label) === wanted) ?? tabs[0]!;

  return (
    <div className="flex flex-col gap-6">
      <title>{pageTitle(t('Settings'))}</title>
      <h1 className="text-2xl font-bold">{t('Settings')}</h1>
      {/* Issue 29: every role chooses the interface language here; the account keeps it. */}
      <section
        aria-labelledby="settings-language"
        className="rounded-xl bg-white p-4 ring-1 ring-gray-200 sm:p-6"
      >
        <h2 id="settings-language" className="mb-3 text-xl font-semibold">
          {t('Language')}
        </h2>
        <div className="max-w-sm">
          <LanguagePicker />
        </div>
      </section>
      <Tabs.Root
        value={slug(current.label)}
        onValueChange={(value) => navigate({ search: `?tab=${value}` }, { replace: true })}
        className="flex flex-col gap-6"
      >
        {/*
          On a phone the tabs stand two to a row, their labels wrapping, so every tab is in view (a row that
          scrolls sideways hid Security off the screen at 360 px, issue 9); from 640 px they share a row, wrapping
          rather than scrolling (a fifth tab, Privacy and data, was half hidden at 1280 px beside the sidebar).
        */}
        <Tabs.List
          aria-label={t('Settings sections')}
          className="grid grid-cols-2 gap-x-2 border-b border-gray-200 sm:-mx-4 sm:flex sm:flex-wrap sm:gap-1 sm:px-4"
        >
          {tabs.map((tab) => (
            <Tabs.Trigger
              key={tab.label}
              value={slug(tab.label)}
              className="min-h-12 shrink-0 border-b-3 border-transparent px-2 py-1 text-left font-medium text-muted data-[state=active]:border-brand-700 data-[state=active]:text-brand-900 sm:px-3 sm:whitespace-nowrap"
            >
              {t(tab.label)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map(({ label, Panel, content }) => (
          <Tabs.Content
            key={label}
            value={slug(label)}
            className="rounded-xl bg-white p-4 ring-1 ring-gray-200 sm:p-6"
          >
            {content ? (
              <>
                <h2 className="mb-6 text-xl font-semibold">{t(label)}</h2>
                {content}
              </>
            ) : !Panel ? (
              // The password form carries its own heading.
              session && <ChangePasswordForm accountId={session._id} />
            ) : (
              <>
                <h2 className="mb-6 text-xl font-semibold">{t(label)}</h2>
                {profile.data && role !== 'admin' ? (
                  <Panel role={role} profile={profile.data} />
                ) : (
                  <LoadingPanel label={t('Loading your profile…')} />
                )}
              </>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
