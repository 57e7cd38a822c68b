import { useMutation } from '@tanstack/react-query';
import { type DownloadFormat, type GroupDimension, outcomeOperations as ops } from '@tvet/contract';
import { downloadWithToken, saveFile } from '@/lib/authed-download';
import { pathUnderApiBase } from '@/lib/call';
import { type Filters, figuresQuery } from '../lib/view-params';

/** Whose indicator table: the national view (administrators) or one institution's own view. */
export type DownloadScope = { kind: 'national' } | { kind: 'institution'; userId: string };

const TYPES: Record<DownloadFormat, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/**
 * GET …/figures/download?format=csv|xlsx with the view's filters and grouping: the indicator table of the view
 * on screen, made by the server (the same numbers, suppressed the same way).
 */
export function downloadFigures(
  scope: DownloadScope,
  filters: Filters,
  groupBy: readonly GroupDimension[],
  format: DownloadFormat,
) {
  const query = { ...Object.fromEntries(figuresQuery(filters, groupBy)), format };
  const path =
    scope.kind === 'national'
      ? pathUnderApiBase(ops.downloadNational, { query })
      : pathUnderApiBase(ops.downloadInstitution, { params: { userId: scope.userId }, query });
  return downloadWithToken(path, {
    accept: TYPES[format],
    fallbackName: `outcomes.${format}`,
  });
}

/** GET /v1/outcomes/microdata (administrators only): one anonymised row per respondent, the view's filters. */
export function downloadMicrodata(filters: Filters) {
  const query = Object.fromEntries(figuresQuery(filters, []));
  return downloadWithToken(pathUnderApiBase(ops.microdata, { query }), {
    accept: 'text/csv',
    fallbackName: 'outcomes-microdata.csv',
  });
}

type DownloadRequest =
  | {
      kind: 'figures';
      scope: DownloadScope;
      filters: Filters;
      groupBy: GroupDimension[];
      format: DownloadFormat;
    }
  | { kind: 'microdata'; filters: Filters };

export function useDownload() {
  return useMutation({
    mutationFn: async (download: DownloadRequest) =>
      saveFile(
        download.kind === 'microdata'
          ? await downloadMicrodata(download.filters)
          : await downloadFigures(download.scope, download.filters, download.groupBy, download.format),
      ),
  });
}
