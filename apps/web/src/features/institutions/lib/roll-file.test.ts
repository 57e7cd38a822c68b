import { ROLL_MAX_BYTES, ROLL_MESSAGES, ROLL_TEMPLATE_CSV } from '@tvet/contract';
import { describe, expect, it } from 'vitest';
import { rollFileProblem, TEMPLATE_HREF } from './roll-file';

describe('the checks made on the phone before a roll file is sent', () => {
  it('takes CSV and XLSX files, whatever the case of the extension', () => {
    expect(rollFileProblem({ name: 'roll.csv', size: 10 })).toBeNull();
    expect(rollFileProblem({ name: 'ROLL 2021.XLSX', size: 10 })).toBeNull();
  });

  it.each([
    [{ name: 'roll.pdf', size: 10 }, ROLL_MESSAGES.notCsvOrXlsx],
    [{ name: 'roll.xls', size: 10 }, ROLL_MESSAGES.notCsvOrXlsx],
    [{ name: 'roll.csv', size: 0 }, ROLL_MESSAGES.emptyBody],
    [{ name: 'roll.csv', size: ROLL_MAX_BYTES + 1 }, ROLL_MESSAGES.fileTooLarge],
  ])('refuses %o', (file, message) => {
    expect(rollFileProblem(file)).toBe(message);
  });

  it('offers the contract template for download', () => {
    expect(decodeURIComponent(TEMPLATE_HREF.split(',').slice(1).join(','))).toBe(ROLL_TEMPLATE_CSV);
  });
});
