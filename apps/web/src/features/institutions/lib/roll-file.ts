import { ROLL_MAX_BYTES, ROLL_MESSAGES, ROLL_TEMPLATE_CSV } from '@tvet/contract';

/** What the file picker offers; the server still checks the bytes. */
export const ROLL_ACCEPT =
  '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The checks the phone can make before sending anything (the server makes them again, and more): a CSV or
 * XLSX name, not empty, not over the size limit. Returns the message to show, or null.
 */
export function rollFileProblem(file: { name: string; size: number }): string | null {
  if (!/\.(csv|xlsx)$/i.test(file.name)) return ROLL_MESSAGES.notCsvOrXlsx;
  if (file.size === 0) return ROLL_MESSAGES.emptyBody;
  if (file.size > ROLL_MAX_BYTES) return ROLL_MESSAGES.fileTooLarge;
  return null;
}

/** The template to download: the header row and one example line. */
export const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(ROLL_TEMPLATE_CSV)}`;

/** "1.2 MB", "340 KB" */
export function bytesText(bytes: number): string {
  if (bytes >= 1_048_576) return `${(bytes / 1_048_576).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
