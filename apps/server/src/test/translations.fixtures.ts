import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { TestApp } from './harness';

/**
 * A survey's translations spreadsheet (XLSForm-style, one column per language) as a translator round-trips it:
 * exported, edited, imported. The arguments are read at each call, since test files make them in beforeAll.
 */
export function translationSheets(app: () => TestApp, surveyId: () => string, token: () => string) {
  const url = () => `/api/v1/surveys/${surveyId()}/translations.xlsx`;

  async function exportSheet() {
    const res = await app().app.inject({
      method: 'GET',
      url: url(),
      headers: { authorization: `Bearer ${token()}` },
    });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return { workbook, sheet: workbook.getWorksheet('survey') as ExcelJS.Worksheet };
  }

  async function importSheet(workbook: ExcelJS.Workbook) {
    const res = await app().app.inject({
      method: 'POST',
      url: url(),
      payload: Buffer.from(await workbook.xlsx.writeBuffer()),
      headers: {
        authorization: `Bearer ${token()}`,
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
    });
    return { statusCode: res.statusCode, body: res.json() };
  }

  return { exportSheet, importSheet };
}
