import { t } from '@/lib/i18n/i18n'; /**
 * A link to a job that no longer exists, was closed, or is not this user's to see. `message` is the server's
 * answer when there was one.
 */
export function JobNotFound({ message = 'This job is not available.' }: { message?: string }) {
  return (
    <div className="rounded-xl bg-white p-6 text-center ring-1 ring-gray-200">
      <p className="font-semibold">{message}</p>
      <p className="mt-1 text-muted">{t('It may have been closed or removed by the employer.')}</p>
    </div>
  );
}
