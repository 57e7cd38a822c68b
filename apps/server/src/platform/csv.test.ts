import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { csvBytes, csvDownloadHeaders, csvStream } from './csv';

describe('the one CSV writer', () => {
  it('writes formula text as text and keeps plain numbers, quoting what needs it', () => {
    const bytes = csvBytes([
      ['=1+1', '@SUM(A1)', '+2348012345678', '-5', '+1+1', 'a, "b"', 'line\nbreak', ''],
    ]);
    expect(bytes.toString('utf8')).toBe(
      `'=1+1,'@SUM(A1),+2348012345678,-5,'+1+1,"a, ""b""","line\nbreak",\n`,
    );
  });

  it('puts a byte-order mark and CRLF line ends when asked', () => {
    expect(csvBytes([['a'], ['b']], { bom: true, crlf: true }).toString('utf8')).toBe('\uFEFFa\r\nb\r\n');
  });

  it('streams rows with the same guard', async () => {
    const csv = csvStream({ bom: true });
    const read = buffer(csv.stream);
    await csv.write(['name', 1]);
    await csv.write(['=cmd', null]);
    csv.end();
    expect((await read).toString('utf8')).toBe("\uFEFFname,1\n'=cmd,\n");
  });

  it('names the download in any script and keeps it out of caches', () => {
    expect(csvDownloadHeaders('ọmọ.csv')).toEqual({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="omo.csv"; filename*=UTF-8''%E1%BB%8Dm%E1%BB%8D.csv`,
      'cache-control': 'no-store',
    });
  });
});
