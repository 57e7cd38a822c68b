import {
  dataExportSchema,
  erasureReceiptSchema,
  erasureSchema,
  exportParamsSchema,
  exportStartedSchema,
} from '../data-rights';
import { defineOperation } from '../operation';

const tags = ['data rights'] as const;

/**
 * A person's data rights (NDPA 2023 ss. 34-38, issue 25): their archive and the erasure of their account. Every
 * operation acts on the caller only (no id of a person travels).
 */
export const dataRightsOperations = {
  startExport: defineOperation({
    method: 'POST',
    path: '/v1/me/exports',
    tags,
    summary:
      'Start an archive of everything the platform holds about you (JSON and CSV in a zip, prepared in the background): {_id}',
    response: exportStartedSchema,
    status: 202,
  }),
  latestExport: defineOperation({
    method: 'GET',
    path: '/v1/me/exports/latest',
    tags,
    summary: 'Your most recent archive, or null',
    response: dataExportSchema.nullable(),
  }),
  readExport: defineOperation({
    method: 'GET',
    path: '/v1/me/exports/:id',
    tags,
    summary: 'One of your archives: its status and, when ready, its download link and when it expires (72 h)',
    params: exportParamsSchema,
    response: dataExportSchema,
  }),
  /** A zip, not JSON: no response schema. */
  downloadExport: defineOperation({
    method: 'GET',
    path: '/v1/me/exports/:id/download',
    tags,
    summary: 'Download your ready archive (zip) with your session; 410 once it has expired',
    params: exportParamsSchema,
  }),
  erase: defineOperation({
    method: 'POST',
    path: '/v1/me/erasure',
    tags,
    summary:
      'Delete your account after typing your password again: identity erased, what others need kept without it; answers the receipt',
    body: erasureSchema,
    response: erasureReceiptSchema,
  }),
};
