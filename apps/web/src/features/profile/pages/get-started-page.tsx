import type { Profile } from '@tvet/contract';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadingPanel } from '@/components/ui/spinner';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { t, tx } from '@/lib/i18n/i18n';
import { RETURN_PARAM, safeReturnPath } from '@/lib/return-to';
import { useSession } from '@/lib/session';
import { useProfile } from '@/lib/shared-reads';
import { APP_NAME, pageTitle } from '@/lib/title';
import { useQueryParam } from '@/lib/use-query-param';
import { ProgressMeter } from '../components/wizard/progress-meter';
import { StepList } from '../components/wizard/step-list';
import { WizardDialog } from '../components/wizard/wizard-dialog';
import { activeSectionOf, progressOf } from '../lib/progress';
import { type OnboardingRole, WIZARDS } from '../lib/wizard-plan';

const TITLE = 'Set up your profile';

/** Where a finished wizard goes (spec 000 §2, spec 001 §2): staff to their surveys, everyone else to /overview. */
const homeOf = (role: OnboardingRole) => (role === 'staff' ? paths.surveys : paths.overview);

/**
 * /get-started: the 'Welcome to' greeting, the percent complete and the numbered steps; Continue opens the
 * wizard. The sidebar stays locked until the server reports the profile complete.
 */
export function GetStartedPage({ role }: { role: OnboardingRole }) {
  const session = useSession();
  const profile = useProfile(role, session?.user_id ?? '');
  if (!profile.data) return <LoadingPanel label={t('Loading your profile…')} />;
  return <GetStarted role={role} profile={profile.data} />;
}

function GetStarted({ role, profile }: { role: OnboardingRole; profile: Profile }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const sections = WIZARDS[role];
  const active = activeSectionOf(role, profile);
  const complete = profile.is_profile_complete;
  // A page asked for before the wizard (a shared job link): finishing goes there rather than home.
  const returnTo = safeReturnPath(useQueryParam(RETURN_PARAM));

  // Finishing the last step here goes on to the role's home; a visit with a complete profile stays.
  const wasComplete = useRef(complete);
  useEffect(() => {
    if (complete && !wasComplete.current) navigate(returnTo ?? homeOf(role), { replace: true });
    wasComplete.current = complete;
  }, [complete, navigate, role, returnTo]);

  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6">
      <title>{pageTitle(TITLE)}</title>
      <div className="flex flex-col gap-1">
        <p className="font-semibold text-brand-800">
          {t('Welcome to')} {APP_NAME}, <span className="wrap-anywhere">{profile.user_id.username}</span>
        </p>
        <h1 className="text-2xl font-bold">{tx(TITLE)}</h1>
        <p className="text-muted">
          {complete
            ? 'Your profile is complete and your menu is unlocked.'
            : 'Complete these steps to unlock your menu. Each part is saved as you go, so you can stop and come back.'}
        </p>
      </div>
      <ProgressMeter percent={progressOf(role, profile)} />
      <StepList sections={sections} active={active} onContinue={() => setOpen(true)} />
      {complete && (
        <p>
          <TextLink to={homeOf(role)}>
            {role === 'staff' ? 'Go to your surveys' : 'Go to your overview'}
          </TextLink>
        </p>
      )}
      <WizardDialog
        role={role}
        profile={profile}
        sections={sections}
        active={active}
        open={open}
        onOpenChange={setOpen}
      />
    </div>
  );
}
