import { useMutation } from '@tanstack/react-query';
import type { DownloadFormat, GroupDimension } from '@tvet/contract';
import { downloadWithToken, saveFile } from '@/lib/authed-download';
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
  const query = figuresQuery(filters, groupBy);
  query.set('format', format);
  const base =
    scope.kind === 'national'
      ? '/outcomes/figures/download'
      : `/outcomes/institutions/${encodeURIComponent(scope.userId)}/figures/download`;
  return downloadWithToken(`${base}?${query}`, {
    accept: TYPES[format],
    fallbackName: `outcomes.${format}`,
  });
}

/** GET /outcomes/microdata (administrators only): one anonymised row per respondent, the view's filters. */
export function downloadMicrodata(filters: Filters) {
  const query = figuresQuery(filters, []);
  const suffix = query.size > 0 ? `?${query}` : '';
  return downloadWithToken(`/outcomes/microdata${suffix}`, {
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
