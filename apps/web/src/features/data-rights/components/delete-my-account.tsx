import { DATA_RIGHTS_MESSAGES, ERASED_ITEMS, KEPT_ITEMS, NOT_SELF_ERASABLE } from '@tvet/contract';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormError, type FormErrorState } from '@/components/ui/form-error';
import { PasswordField } from '@/components/ui/password-field';
import { toast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { t, tx } from '@/lib/i18n/i18n';
import { getSession } from '@/lib/session';
import { fieldErrorsOf, formErrorOf } from '@/lib/show-error';
import { useEraseAccount } from '../api/erase-account';

/**
 * "Delete my account" (NDPA 2023 s. 34(1)(d)): says what is erased and what is kept without the person's name,
 * asks for the password again, then signs out and forgets everything of theirs on this device (`forgetDevice`,
 * composed by the app: unsent messages and answers, cached pages, the session).
 */
export function DeleteMyAccount({ forgetDevice }: { forgetDevice: (accountId: string) => Promise<void> }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<FormErrorState | null>(null);
  const erase = useEraseAccount();
  const navigate = useNavigate();

  function close(next: boolean) {
    setOpen(next);
    if (!next) {
      setPassword('');
      setFieldError(undefined);
      setError(null);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setFieldError('Type your password to delete your account');
      setError({
        message: 'Type your password to delete your account',
        items: [{ fieldId: 'erase-password', message: 'Type your password' }],
      });
      return;
    }
    const accountId = getSession()?._id;
    setError(null);
    setFieldError(undefined);
    try {
      await erase.mutateAsync(password);
    } catch (failure) {
      setFieldError(fieldErrorsOf(failure).password);
      setError(formErrorOf(failure));
      return;
    }
    if (accountId) await forgetDevice(accountId);
    toast(DATA_RIGHTS_MESSAGES.erased);
    navigate(paths.login, { replace: true });
  }

  const role = getSession()?.user_type ?? '';
  if ((NOT_SELF_ERASABLE as readonly string[]).includes(role))
    return (
      <section aria-labelledby="delete-my-account" className="flex max-w-xl flex-col gap-3">
        <h3 id="delete-my-account" className="text-xl font-semibold">
          {t('Delete my account')}
        </h3>
        <p className="text-muted">{tx(DATA_RIGHTS_MESSAGES.institutionNotErasable)}</p>
      </section>
    );

  return (
    <section aria-labelledby="delete-my-account" className="flex max-w-xl flex-col gap-3">
      <h3 id="delete-my-account" className="text-xl font-semibold">
        {t('Delete my account')}
      </h3>
      <p className="text-muted">
        {t(
          'Deleting your account cannot be undone. Download your data first if you want a copy. No survey will contact you again.',
        )}
      </p>
      <h4 className="font-semibold">{t('What is erased')}</h4>
      <ul className="list-disc space-y-1 pl-6">
        {ERASED_ITEMS.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h4 className="font-semibold">{t('What is kept, without your name or contacts')}</h4>
      <ul className="list-disc space-y-1 pl-6">
        {KEPT_ITEMS.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <div>
        <Button variant="secondary" className="text-red-800" onClick={() => setOpen(true)}>
          {t('Delete my account…')}
        </Button>
      </div>
      <Dialog
        open={open}
        onOpenChange={close}
        title={t('Delete your account?')}
        description={t(
          "Your name, contacts, files and messages' text are erased for good. Type your password to confirm.",
        )}
      >
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <FormError error={error} />
          <PasswordField
            id="erase-password"
            label={t('Your password')}
            required
            autoComplete="current-password"
            value={password}
            error={fieldError}
            onChange={(event) => setPassword(event.target.value)}
          />
          <div className="flex flex-wrap justify-end gap-3">
            <Button variant="ghost" onClick={() => close(false)}>
              {t('Keep my account')}
            </Button>
            <Button
              type="submit"
              busy={erase.isPending}
              busyLabel={t('Deleting…')}
              className="bg-red-800 hover:bg-red-900"
            >
              {t('Delete my account for good')}
            </Button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}
