import { isSelfRegistering, type SelfRegisteringType } from '@tvet/contract';
import { Navigate } from 'react-router';
import { PageHeading, PublicLayout } from '@/components/layout/public-layout';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { useQueryParam } from '@/lib/use-query-param';
import { USER_TYPE_LABELS } from '@/lib/user-types';
import { RegisterForm } from '../components/register-form';

/** The way back to the choice of account type, in plain grammar ('Not an employer?', not 'Not a employer?'). */
const NOT_THIS_TYPE: Record<SelfRegisteringType, string> = {
  graduate: 'Not a graduate?',
  staff: "Not on an institution's staff?",
  institution: 'Not an institution?',
  employer: 'Not an employer?',
};

/** /register?type=…: the create-account form, shaped by the account type chosen on the home page. */
export function RegisterPage() {
  const type = useQueryParam('type') ?? '';
  if (!isSelfRegistering(type)) return <Navigate to={paths.home} replace />;
  const title = `Create your ${USER_TYPE_LABELS[type].toLowerCase()} account`;
  return (
    <PublicLayout title={title} wide>
      <PageHeading title={title}>
        {NOT_THIS_TYPE[type]} <TextLink to={paths.home}>Choose another account type</TextLink>
      </PageHeading>
      {/* key: switching type starts a fresh form with that type's rules. */}
      <RegisterForm key={type} type={type} />
      <p className="text-center">
        Already have an account? <TextLink to={paths.login}>Sign in</TextLink>
      </p>
    </PublicLayout>
  );
}

/** The route module's page, for the router's lazy loading. */
export { RegisterPage as Page };
