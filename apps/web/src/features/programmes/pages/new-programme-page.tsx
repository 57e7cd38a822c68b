// First: zod's eval probe must be off before the contract builds its schemas (see lib/zod.ts).
import '@/lib/zod';
import { useNavigate } from 'react-router';
import { BackButton } from '@/components/ui/back-button';
import { toast } from '@/components/ui/toast';
import { href, paths } from '@/config/paths';
import { t, tx } from '@/lib/i18n/i18n';
import { pageTitle } from '@/lib/title';
import { useCreateProgramme } from '../api/create-programme';
import { ProgrammeForm } from '../components/programme-form';
import { toCreateProgramme } from '../lib/programme-form';

const TITLE = 'New programme';

/** /new-programme (spec 001 §2): the programme form with Submit; the new programme then opens read-only. */
export function NewProgrammePage() {
  const create = useCreateProgramme();
  const navigate = useNavigate();
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <title>{pageTitle(TITLE)}</title>
      <BackButton fallback={paths.programmes} />
      <header className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{tx(TITLE)}</h1>
        <p className="text-muted">
          {t(
            'A programme your institution is accredited for. An administrator approves it after checking the accreditation.',
          )}
        </p>
      </header>
      <ProgrammeForm
        onSave={async (values) => {
          const answer = await create.mutateAsync(toCreateProgramme(values));
          toast(answer.msg);
          navigate(href(paths.programme, { programme_id: answer.payload._id }), { replace: true });
        }}
      />
    </div>
  );
}
