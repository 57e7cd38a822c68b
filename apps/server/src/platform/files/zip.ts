import { createInflateRaw } from 'node:zlib';
import { AppError } from '../errors';

/*
 * An .xlsx is a zip. What a zip declares about its entries' sizes is written by whoever made the file, so the
 * limit is checked on the bytes each entry really inflates to: every entry is inflated once, counted and thrown
 * away, and the inflating stops as soon as the total passes the limit (a zip bomb costs at most the limit).
 * Inflating runs in zlib's thread pool, so other requests are answered meanwhile.
 */

const LOCAL_HEADER = 0x04034b50;
const CENTRAL_HEADER = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;

export interface ZipEntry {
  name: string;
  method: number;
  /** As the central directory declares them (checked by assertInflatesWithin on the data itself). */
  crc32: number;
  uncompressedSize: number;
  /** Where the entry's local header starts, and where its compressed data starts and ends. */
  headerOffset: number;
  dataStart: number;
  dataEnd: number;
}

/** The entries the central directory lists, each checked against its local header; null when not a zip. */
export function zipEntries(bytes: Buffer): ZipEntry[] | null {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > bytes.length || bytes.readUInt32LE(end) !== END_OF_CENTRAL_DIRECTORY) return null;
  const count = bytes.readUInt16LE(end + 10);
  const directoryStart = bytes.readUInt32LE(end + 16);
  let offset = directoryStart;
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== CENTRAL_HEADER) return null;
    const method = bytes.readUInt16LE(offset + 10);
    const crc32 = bytes.readUInt32LE(offset + 16);
    const compressed = bytes.readUInt32LE(offset + 20);
    const uncompressedSize = bytes.readUInt32LE(offset + 24);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    const headerOffset = bytes.readUInt32LE(offset + 42);
    const name = bytes.toString('utf8', offset + 46, offset + 46 + nameLength);
    if (headerOffset + 30 > bytes.length || bytes.readUInt32LE(headerOffset) !== LOCAL_HEADER) return null;
    const dataStart =
      headerOffset + 30 + bytes.readUInt16LE(headerOffset + 26) + bytes.readUInt16LE(headerOffset + 28);
    const dataEnd = dataStart + compressed;
    if (compressed === 0xffffffff || dataEnd > directoryStart) return null;
    entries.push({ name, method, crc32, uncompressedSize, headerOffset, dataStart, dataEnd });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * Every entry inflated and counted; 413 as soon as their total passes `limit`. Entries the central directory
 * does not list are refused too (a streaming reader would still inflate them): the listed entries must cover
 * the file from its start to the directory, each followed only by its optional 12- or 16-byte data descriptor.
 */
export async function assertInflatesWithin(
  bytes: Buffer,
  entries: ZipEntry[],
  limit: number,
  /** What the caller tells a person: a 400 for a damaged file, a 413 for one that inflates past `limit`. */
  messages: { unreadable: string; tooLarge: string },
): Promise<void> {
  const unreadable = () => new AppError(400, messages.unreadable);
  const tooLarge = () => new AppError(413, messages.tooLarge);
  const ordered = [...entries].sort((a, b) => a.headerOffset - b.headerOffset);
  const directoryStart = bytes.readUInt32LE(bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06])) + 16);
  let expected = 0;
  for (const entry of ordered) {
    const gap = entry.headerOffset - expected;
    if (gap !== 0 && gap !== 12 && gap !== 16) throw unreadable();
    expected = entry.dataEnd;
  }
  const tail = directoryStart - expected;
  if (tail !== 0 && tail !== 12 && tail !== 16) throw unreadable();

  let total = 0;
  for (const entry of ordered) {
    if (entry.method === 0) {
      total += entry.dataEnd - entry.dataStart;
      if (total > limit) throw tooLarge();
      continue;
    }
    if (entry.method !== 8) throw unreadable();
    total = await inflatedSize(bytes.subarray(entry.dataStart, entry.dataEnd), total, limit).catch(
      (error) => {
        throw error === TOO_LARGE ? tooLarge() : unreadable();
      },
    );
  }
}

const TOO_LARGE = Symbol('too large');

/** Inflates one deflated entry, counting; stops (TOO_LARGE) once `counted` passes `limit`. */
function inflatedSize(data: Buffer, counted: number, limit: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let total = counted;
    const inflater = createInflateRaw();
    inflater.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) {
        inflater.destroy();
        reject(TOO_LARGE);
      }
    });
    inflater.on('end', () => resolve(total));
    inflater.on('error', (error) => reject(error));
    inflater.end(data);
  });
}
