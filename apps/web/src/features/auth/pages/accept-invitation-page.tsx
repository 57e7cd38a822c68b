import { type InvitationPreview, MESSAGES } from '@tvet/contract';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { PageHeading, PublicLayout } from '@/components/layout/public-layout';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { FormError, type FormErrorState } from '@/components/ui/form-error';
import { Link } from '@/components/ui/link';
import { LoadingPanel } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/public-paths';
import { t } from '@/lib/i18n/i18n';
import { formErrorOf } from '@/lib/show-error';
import { useAction } from '@/lib/use-action';
import { USER_TYPE_LABELS } from '@/lib/user-types';
import { acceptInvitation, getInvitation } from '../api/invitation';
import { NewPasswordFields, useNewPassword } from '../components/new-password-fields';

const TITLE = 'Set up your account';

type Loaded =
  | { state: 'loading' }
  | { state: 'failed'; message: string; retryable: boolean }
  | { state: 'ready'; invitation: InvitationPreview };

const loginFor = (userType: string) => `${paths.login}?${new URLSearchParams({ type: userType })}`;

/**
 * /invitation/{token}: the page an e-mailed invitation opens (mentors and administrators cannot sign up; an
 * administrator invites them). It says whom the link is for, then the person chooses a username and a strong
 * password; the link works once. A used, revoked or expired link says so and points to the sign-in page.
 */
export function AcceptInvitationPage() {
  const { token = '' } = useParams();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const [accepted, setAccepted] = useState<{ msg: string; userType: string } | null>(null);

  // Returns what stops a late answer from landing after the page changed token or unmounted.
  const load = useCallback(() => {
    let live = true;
    setLoaded({ state: 'loading' });
    getInvitation(token).then(
      (invitation) => live && setLoaded({ state: 'ready', invitation }),
      (error: unknown) => {
        if (!live) return;
        const status = (error as { statusCode?: number }).statusCode ?? 0;
        setLoaded({
          state: 'failed',
          message: error instanceof Error ? error.message : String(error),
          // A used or expired link stays so; a lost connection or a server hiccup is worth another try.
          retryable: status === 0 || status >= 500,
        });
      },
    );
    return () => {
      live = false;
    };
  }, [token]);
  useEffect(() => load(), [load]);

  if (accepted) {
    return (
      <PublicLayout title={t('Account ready')}>
        <div className="flex flex-col gap-5 text-center">
          <PageHeading title={t('Account ready')}>{accepted.msg}</PageHeading>
          <Link to={loginFor(accepted.userType)} className="btn btn-primary w-full">
            {t('Sign in')}
          </Link>
        </div>
      </PublicLayout>
    );
  }
  return (
    <PublicLayout title={TITLE}>
      {loaded.state === 'loading' ? (
        <LoadingPanel label={t('Checking your invitation…')} />
      ) : loaded.state === 'failed' ? (
        <div className="flex flex-col gap-4">
          <PageHeading title={t('This link does not work')} />
          <ErrorPanel message={loaded.message} onRetry={loaded.retryable ? load : undefined} />
          <p>
            {t('Already set your password?')} <TextLink to={paths.login}>{t('Sign in')}</TextLink>
          </p>
        </div>
      ) : (
        <AcceptForm
          token={token}
          invitation={loaded.invitation}
          onAccepted={(msg) => setAccepted({ msg, userType: loaded.invitation.user_type })}
        />
      )}
    </PublicLayout>
  );
}

function AcceptForm({
  token,
  invitation,
  onAccepted,
}: {
  token: string;
  invitation: InvitationPreview;
  onAccepted: (msg: string) => void;
}) {
  const [username, setUsername] = useState('');
  const newPassword = useNewPassword();
  const [formError, setFormError] = useState<FormErrorState | null>(null);
  const { run, busy } = useAction((body: { username: string; password: string }) =>
    acceptInvitation(token, body),
  );

  const label = USER_TYPE_LABELS[invitation.user_type].toLowerCase();
  const role = `${/^[aeiou]/.test(label) ? 'an' : 'a'} ${label}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!newPassword.matches()) {
      setFormError({ message: MESSAGES.passwordsMustMatch });
      return;
    }
    setFormError(null);
    const outcome = await run({ username: username.trim(), password: newPassword.password });
    if (!outcome) return;
    if (outcome.ok) onAccepted(outcome.value.msg);
    else setFormError(formErrorOf(outcome.error, { aboveForm: true }));
  }

  return (
    <>
      <PageHeading title={TITLE}>
        {t(
          'Welcome, {name}. You are invited as {role} with {email}. Choose a username and a password; this link works once.',
          { name: invitation.name, role, email: invitation.email },
        )}
      </PageHeading>
      <FormError error={formError} />
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextField
          label={t('Username')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          required
          hint={t('Letters, digits, dots and underscores.')}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <NewPasswordFields state={newPassword} idPrefix="invitation-password" />
        <Button
          type="submit"
          block
          disabled={!username.trim() || !newPassword.strong}
          busy={busy}
          busyLabel={t('Saving…')}
        >
          {t('Create my account')}
        </Button>
      </form>
    </>
  );
}

/** The route module's page, for the router's lazy loading. */
export { AcceptInvitationPage as Page };
