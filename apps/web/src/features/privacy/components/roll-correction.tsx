import { useQuery } from '@tanstack/react-query';
import { institutionOperations } from '@tvet/contract';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { toast } from '@/components/ui/toast';
import { call } from '@/lib/call';
import { t } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import { useRequestRollCorrection } from '../api/consents';

/** "Ask my institution to correct its roll": mailed to the institution and logged with a 30-day clock. */
export function RollCorrection() {
  const session = useSession();
  const profileId = session?.user_id ?? '';
  const institutions = useQuery({
    queryKey: ['privacy', 'my-institutions', profileId],
    queryFn: async ({ signal }) =>
      (await call(institutionOperations.linked, { params: { id: profileId }, signal })).payload,
    enabled: profileId !== '',
  });
  const send = useRequestRollCorrection();
  const [institutionId, setInstitutionId] = useState('');
  const [details, setDetails] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const options = (institutions.data?.docs ?? []).map((doc) => ({
    value: doc.institution_id._id,
    label: doc.institution_id.user_id.name,
  }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const missing: Record<string, string> = {};
    if (!institutionId) missing.institution_id = 'Choose the institution';
    if (!details.trim()) missing.details = 'Say what is wrong and what is right';
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      const answer = await send.mutateAsync({ institution_id: institutionId, details: details.trim() });
      toast(answer.msg);
      setDetails('');
    } catch (error) {
      toast(error instanceof Error ? error.message : 'We could not send the request. Try again.');
    }
  }

  return (
    <section aria-labelledby="correction-heading" className="flex flex-col gap-3">
      <h2 id="correction-heading" className="text-xl font-bold">
        {t('Correct your graduation roll record')}
      </h2>
      <p className="text-muted">
        {t(
          "Is your name, programme or year wrong on your institution's roll? Ask them to correct it: we send your request to them and log it; they answer within 30 days.",
        )}
      </p>
      {options.length === 0 ? (
        <p className="text-sm text-muted">{t('Add your institution in Settings first.')}</p>
      ) : (
        <form
          noValidate
          onSubmit={onSubmit}
          className="flex flex-col gap-4"
          aria-label={t('Roll correction')}
        >
          <SelectField
            label={t('Institution')}
            required
            placeholder={t('Choose one')}
            options={options}
            value={institutionId}
            onChange={(event) => setInstitutionId(event.target.value)}
            error={errors.institution_id}
          />
          <TextareaField
            label={t('What should be corrected?')}
            required
            rows={3}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
            error={errors.details}
          />
          <Button type="submit" busy={send.isPending} busyLabel={t('Sending…')} className="self-start">
            {t('Send to my institution')}
          </Button>
        </form>
      )}
    </section>
  );
}
