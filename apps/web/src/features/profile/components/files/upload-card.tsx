import type { FileInput, StoredFile } from '@tvet/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n/i18n';
import type { PickedFile } from '../../hooks/use-picked-file';
import { failureOf, useNotify } from '../notice';
import { FilePicker } from './file-picker';

/** A picker with its own Upload button, for the settings tabs: the file is sent as soon as it is confirmed. */
export function UploadCard({
  id,
  label,
  hint,
  picked,
  current,
  shape,
  buttonLabel,
  upload,
}: {
  id: string;
  label: string;
  hint: string;
  picked: PickedFile;
  current: StoredFile | null;
  shape: 'round' | 'card' | 'document';
  buttonLabel: string;
  /** Sends the file and answers the server's message. */
  upload: (file: FileInput) => Promise<{ msg: string }>;
}) {
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  async function send() {
    if (!picked.require() || !picked.prepared) return;
    setBusy(true);
    try {
      const answer = await upload(picked.prepared.upload);
      notify(answer.msg);
      picked.clear();
    } catch (error) {
      // A refused file (wrong content, too large) is explained next to the picker; anything else in a toast.
      const shown = failureOf(error, notify);
      if (shown) picked.setError(shown.message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className="flex flex-col gap-3 rounded-xl bg-gray-50 p-4 ring-1 ring-gray-200">
      <FilePicker id={id} label={label} hint={hint} picked={picked} current={current} shape={shape} />
      <Button
        variant="primary"
        className="self-start"
        busy={busy || picked.preparing}
        busyLabel={picked.preparing ? t('Preparing…') : t('Uploading…')}
        onClick={send}
      >
        {buttonLabel}
      </Button>
    </section>
  );
}
