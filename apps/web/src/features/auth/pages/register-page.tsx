import { isSelfRegistering, type SelfRegisteringType } from '@tvet/contract';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageHeading, PublicLayout } from '@/components/layout/public-layout';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { t } from '@/lib/i18n/i18n';
import { rememberInvitation } from '@/lib/roll-invitation';
import { useQueryParam } from '@/lib/use-query-param';
import { SignUpPrivacyNotice } from '../components/privacy-notice';
import { RegisterForm } from '../components/register-form';

/** The way back to the choice of account type, in plain grammar ('Not an employer?', not 'Not a employer?'). */
const NOT_THIS_TYPE: Record<SelfRegisteringType, string> = {
  graduate: 'Not a graduate?',
  staff: "Not on an institution's staff?",
  institution: 'Not an institution?',
  employer: 'Not an employer?',
};

/** The page's title per type (the English as before: "Create your graduate account"). */
const CREATE_TITLE: Record<SelfRegisteringType, string> = {
  graduate: 'Create your graduate account',
  staff: 'Create your institution staff account',
  institution: 'Create your institution account',
  employer: 'Create your employer account',
};

/** /register?type=…: the create-account form, shaped by the account type chosen on the home page. */
export function RegisterPage() {
  const type = useQueryParam('type') ?? '';
  // A roll invitation's link (type=graduate&institution_id=…): kept for the graduate's first sign-in.
  const { search } = useLocation();
  const [invitation] = useState(() => rememberInvitation(search));
  const [noticeVersion, setNoticeVersion] = useState<number>();
  if (!isSelfRegistering(type)) return <Navigate to={paths.home} replace />;
  const title = t(CREATE_TITLE[type]);
  return (
    <PublicLayout title={title} wide>
      <PageHeading title={title}>
        {t(NOT_THIS_TYPE[type])} <TextLink to={paths.home}>{t('Choose another account type')}</TextLink>
      </PageHeading>
      {invitation && type === 'graduate' && (
        <p role="note" className="rounded-md border border-brand-200 bg-brand-50 p-3">
          {t(
            'Your institution invited you from its graduation roll. Register with the e-mail address the invitation came to: once you verify it and sign in, your institution, programme and graduation year are filled in from the roll.',
          )}
        </p>
      )}
      <SignUpPrivacyNotice onVersion={setNoticeVersion} />
      {/* key: switching type starts a fresh form with that type's rules. */}
      <RegisterForm
        key={type}
        type={type}
        defaults={invitation?.email && type === 'graduate' ? { email: invitation.email } : undefined}
        noticeVersion={noticeVersion}
      />
      <p className="text-center">
        {t('Already have an account?')} <TextLink to={paths.login}>{t('Sign in')}</TextLink>
      </p>
    </PublicLayout>
  );
}

/** The route module's page, for the router's lazy loading. */
export { RegisterPage as Page };
