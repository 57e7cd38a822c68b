import type { DownloadFormat, GroupDimension } from '@tvet/contract';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { t } from '@/lib/i18n/i18n';
import { type DownloadScope, useDownload } from '../api/download-figures';
import type { Filters } from '../lib/view-params';

const FORMATS: { format: DownloadFormat; label: () => string }[] = [
  { format: 'csv', label: () => t('Download table (CSV)') },
  { format: 'xlsx', label: () => t('Download table (Excel)') },
];

/**
 * The indicator table of the view on screen (its filters and breakdown) as CSV or Excel, made by the server;
 * administrators also get the anonymised microdata. Each file is fetched with the sign-in token; a refusal is
 * said in a toast.
 */
export function Downloads({
  scope,
  filters,
  groupBy,
}: {
  scope: DownloadScope;
  filters: Filters;
  groupBy: GroupDimension[];
}) {
  const download = useDownload();
  const failed = (error: unknown) => toast(error instanceof Error ? error.message : String(error));
  const pending = download.isPending ? download.variables : null;
  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      {FORMATS.map(({ format, label }) => (
        <Button
          key={format}
          variant="secondary"
          busy={pending?.kind === 'figures' && pending.format === format}
          busyLabel={t('Preparing…')}
          onClick={() =>
            download.mutateAsync({ kind: 'figures', scope, filters, groupBy, format }).catch(failed)
          }
        >
          {label()}
        </Button>
      ))}
      {scope.kind === 'national' && (
        <Button
          variant="secondary"
          busy={pending?.kind === 'microdata'}
          busyLabel={t('Preparing…')}
          onClick={() => download.mutateAsync({ kind: 'microdata', filters }).catch(failed)}
        >
          {t('Download microdata (CSV)')}
        </Button>
      )}
    </div>
  );
}
