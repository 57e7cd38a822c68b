import { type DataExport, dataRightsOperations, fillPath } from '@tvet/contract';
import type { DataExportRow } from './data-rights.table';

export function serializeExport(row: DataExportRow, expired: boolean): DataExport {
  const status = expired ? 'expired' : (row.status as DataExport['status']);
  const ready = status === 'ready';
  return {
    _id: row.id,
    status,
    createdAt: row.createdAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    download_url: ready ? `/api${fillPath(dataRightsOperations.downloadExport.path, { id: row.id })}` : null,
    size: ready ? row.size : null,
  };
}
