import { Button } from '@/components/ui/button';
import { t } from '@/lib/i18n/i18n';
import { useDownloadResponsesCsv } from '../../api/download-responses-csv';

/** Downloads every answer as CSV (fetched with the sign-in token, never put in a URL). */
export function CsvDownloadButton({
  surveyId,
  onError,
}: {
  surveyId: string;
  onError: (error: unknown) => void;
}) {
  const download = useDownloadResponsesCsv();
  return (
    <Button
      variant="secondary"
      busy={download.isPending}
      busyLabel={t('Preparing CSV…')}
      onClick={() => download.mutateAsync(surveyId).catch(onError)}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
      </svg>
      {t('Download CSV')}
    </Button>
  );
}
