import { createDeflateRaw } from 'node:zlib';
import ExcelJS from 'exceljs';
import { crc32 } from './files.fixtures';

/* Graduation rolls as a polytechnic's records system exports them, and an .xlsx that lies about its size. */

export const REGISTRY_HEADER = [
  'S/N',
  'MATRIC NO.',
  'SURNAME',
  'OTHER NAMES',
  'SEX',
  'PROGRAMME',
  'STATE OF ORIGIN',
  'YEAR OF GRAD.',
  'PHONE NO.',
  'E-MAIL',
  'CGPA',
  'CLASS',
];

export interface RegistryGraduate {
  matric: string;
  surname: string;
  otherNames: string;
  sex: string;
  programme: string;
  state?: string;
  year: string | number;
  phone?: string;
  email?: string;
}

export function registryRow(i: number, overrides: Partial<RegistryGraduate> = {}): RegistryGraduate {
  return {
    matric: `YCT/HND/${String(i).padStart(5, '0')}`,
    surname: 'OKONKWO',
    otherNames: `Chiamaka ${String.fromCharCode(65 + (i % 26))}da`,
    sex: i % 2 ? 'F' : 'm',
    programme: 'HND Computer Sci.',
    state: 'Anambra',
    year: '2022/2023',
    phone: `0803${String(2_000_000 + i).slice(-7)}`,
    email: `registry${i}@example.ng`,
    ...overrides,
  };
}

/** A registry export: a merged title row, a blank row, the registry's header (row 3), then one row a graduate. */
export async function registryXlsx(
  graduates: RegistryGraduate[],
  options: { header?: string[]; title?: string; extraHeaderAt?: number } = {},
): Promise<Buffer> {
  const header = options.header ?? REGISTRY_HEADER;
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('GRADUANDS');
  sheet.addRow([options.title ?? 'YABA COLLEGE OF TECHNOLOGY - LIST OF GRADUANDS 2022/2023 SESSION']);
  sheet.mergeCells(1, 1, 1, header.length);
  sheet.addRow([]);
  sheet.addRow(header);
  graduates.forEach((graduate, index) => {
    if (options.extraHeaderAt === index) sheet.addRow(header);
    sheet.addRow([
      index + 1,
      graduate.matric,
      graduate.surname,
      graduate.otherNames,
      graduate.sex,
      graduate.programme,
      graduate.state ?? '',
      graduate.year,
      graduate.phone ?? '',
      graduate.email ?? '',
      3.45,
      'Upper Credit',
    ]);
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function deflatedZeros(bytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const deflater = createDeflateRaw({ level: 9 });
    const chunks: Buffer[] = [];
    deflater.on('data', (chunk: Buffer) => chunks.push(chunk));
    deflater.on('end', () => resolve(Buffer.concat(chunks)));
    deflater.on('error', reject);
    const block = Buffer.alloc(1024 * 1024);
    let left = bytes;
    const write = () => {
      while (left > 0) {
        const size = Math.min(left, block.length);
        left -= size;
        if (!deflater.write(block.subarray(0, size))) {
          deflater.once('drain', write);
          return;
        }
      }
      deflater.end();
    };
    write();
  });
}

/**
 * An .xlsx whose worksheet declares 1,000 bytes but inflates to `inflated` bytes of zeros (a zip bomb): its
 * central directory and local headers agree on the lie.
 */
export async function xlsxBomb(inflated: number): Promise<Buffer> {
  const entries: { name: string; data: Buffer; method: number; size: number; crc: number }[] = [];
  const stored = (name: string, text: string) => {
    const data = Buffer.from(text);
    entries.push({ name, data, method: 0, size: data.length, crc: crc32(data) });
  };
  stored(
    '[Content_Types].xml',
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/></Types>',
  );
  stored('xl/workbook.xml', '<?xml version="1.0"?><workbook/>');
  entries.push({
    name: 'xl/worksheets/sheet1.xml',
    data: await deflatedZeros(inflated),
    method: 8,
    size: 1000,
    crc: 0,
  });
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.crc, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += 30 + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
