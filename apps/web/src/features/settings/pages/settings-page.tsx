import * as Tabs from '@radix-ui/react-tabs';
import type { UserType } from '@tvet/contract';
import { useNavigate } from 'react-router';
import { useSession } from '@/lib/session';
import { pageTitle } from '@/lib/title';
import { useQueryParam } from '@/lib/use-query-param';
import { ChangePasswordForm } from '../components/change-password-form';

const SECURITY = 'Security';

/** Settings tabs per role (spec 000 §2, spec 001 §2 "Settings"). Only Security works so far. */
const TABS: Record<UserType, string[]> = {
  graduate: [
    'Personal Information',
    'Institution & Employment Information',
    'Education and Identification',
    SECURITY,
  ],
  staff: [
    'Personal information',
    'Institution and Employment Information',
    'Education and Identification',
    SECURITY,
  ],
  institution: ['Institution Information', 'Graduates Information', SECURITY],
  employer: ['Company Information', SECURITY],
  mentor: [SECURITY],
  admin: [SECURITY],
};

const slug = (tab: string) => tab.toLowerCase().replace(/[^a-z]+/g, '-');

export function SettingsPage({ role }: { role: UserType }) {
  const session = useSession();
  const navigate = useNavigate();
  const tabs = TABS[role];
  const wanted = useQueryParam('tab');
  const current = tabs.find((tab) => slug(tab) === wanted) ?? tabs[0]!;

  return (
    <div className="flex flex-col gap-6">
      <title>{pageTitle('Settings')}</title>
      <h1 className="text-2xl font-bold">Settings</h1>
      <Tabs.Root
        value={slug(current)}
        onValueChange={(value) => navigate({ search: `?tab=${value}` }, { replace: true })}
        className="flex flex-col gap-6"
      >
        {/* On a phone the tab row scrolls sideways rather than wrapping into a wall of buttons. */}
        <Tabs.List
          aria-label="Settings sections"
          className="-mx-4 flex gap-1 overflow-x-auto border-b border-gray-200 px-4"
        >
          {tabs.map((tab) => (
            <Tabs.Trigger
              key={tab}
              value={slug(tab)}
              className="min-h-12 shrink-0 border-b-3 border-transparent px-3 font-medium whitespace-nowrap text-muted data-[state=active]:border-brand-700 data-[state=active]:text-brand-900"
            >
              {tab}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Content
            key={tab}
            value={slug(tab)}
            className="rounded-xl bg-white p-4 ring-1 ring-gray-200 sm:p-6"
          >
            {tab === SECURITY && session ? (
              <ChangePasswordForm accountId={session._id} />
            ) : (
              <div className="flex flex-col gap-2">
                <h2 className="text-xl font-semibold">{tab}</h2>
                <p className="text-muted">
                  Editing this part of your profile is coming soon. Your password can already be changed under
                  Security.
                </p>
              </div>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
