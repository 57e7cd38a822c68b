import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { IMAGE_MAX_BYTES } from '@tvet/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Database } from '../db/client';
import { files } from '../db/schema';
import { client } from './harness';

/*
 * Real, tiny upload files built in memory (no binary assets in the repository), and helpers to send and read
 * them back. Every builder returns fresh bytes.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** CRC-32 (ISO-HDLC), as PNG chunks and zip entries use it. */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const u32 = (value: number) => {
  const out = Buffer.alloc(4);
  out.writeUInt32BE(value >>> 0);
  return out;
};

function pngChunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  return Buffer.concat([u32(data.length), typeAndData, u32(crc32(typeAndData))]);
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A valid RGB PNG (default 2x2), with a colour of its own so two uploads differ byte for byte. */
export function png(width = 2, height = 2, colour: [number, number, number] = [200, 30, 60]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit depth, truecolour, deflate, adaptive filtering, no interlace
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: width }, () => colour).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A valid black-and-white PNG of any size that stays small on the wire (1 bit per pixel, rows of zeros deflate
 * to almost nothing): a 10000 x 10000 picture is a few kilobytes, the shape of a decompression bomb.
 */
export function bigPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // 1-bit depth, greyscale, deflate, adaptive filtering, no interlace
  const rows = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // filter byte 0 and black pixels
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A valid PNG carrying `text` in a tEXt chunk (metadata a browser sniffing the bytes could read as markup). */
export function pngWithText(text: string): Buffer {
  const image = png();
  const iend = image.length - 12;
  const chunk = pngChunk('tEXt', Buffer.from(`Comment\0${text}`, 'latin1'));
  return Buffer.concat([image.subarray(0, iend), chunk, image.subarray(iend)]);
}

/** The decoded pixels of a picture, to compare two encodings of the same image. */
export async function pixelsOf(bytes: Buffer): Promise<Buffer> {
  return sharp(bytes).raw().toBuffer();
}

/** A PNG signature followed by bytes that are no image at all. */
export const brokenPng = () => Buffer.concat([PNG_SIGNATURE, Buffer.from('this is not an image '.repeat(8))]);

/** A real PNG header padded to one byte over the 2 MB image limit. */
export function oversizedPng(): Buffer {
  const head = png();
  return Buffer.concat([head, Buffer.alloc(IMAGE_MAX_BYTES + 1 - head.length)]);
}

/**
 * A complete 1x1 grey baseline JPEG: quantisation table, frame, one-code Huffman tables and a scan holding a
 * single block (DC difference 0, then end of block).
 */
export function jpeg(): Buffer {
  const segment = (marker: number, body: number[]) => [
    0xff,
    marker,
    (body.length + 2) >> 8,
    (body.length + 2) & 0xff,
    ...body,
  ];
  const oneCodeTable = (classAndId: number) => [classAndId, 1, ...Array(15).fill(0), 0x00];
  // biome-ignore format: one marker segment per line
  return Buffer.from([
    0xff, 0xd8,
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]),
    ...segment(0xdb, [0x00, ...Array(64).fill(1)]),
    ...segment(0xc0, [8, 0, 1, 0, 1, 1, 1, 0x11, 0]),
    ...segment(0xc4, oneCodeTable(0x00)),
    ...segment(0xc4, oneCodeTable(0x10)),
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    0x3f,
    0xff, 0xd9,
  ]);
}

/** A one-page PDF. */
export const pdf = (text = 'CAC certificate') =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [3 0 R] /Count 1>> endobj\n` +
      `3 0 obj <</Type /Page /Parent 2 0 R /MediaBox [0 0 200 200]>> endobj\n% ${text}\ntrailer <</Root 1 0 R>>\n%%EOF\n`,
  );

/** A legacy Word file as far as its bytes show: the OLE compound-file signature and an empty header sector. */
export const doc = () =>
  Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);

/** A stored (uncompressed) zip archive: local headers, the central directory and its end record. */
export function zip(entries: Record<string, string | Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const fileName = Buffer.from(name, 'utf8');
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // version made by
    central.writeUInt16LE(20, 6); // version needed
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const WORD_MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
/** The smallest archive Word and file-type accept as a .docx. */
export const docx = () =>
  zip({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      `<Override PartName="/word/document.xml" ContentType="${WORD_MAIN}"/></Types>`,
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      '<w:body><w:p><w:r><w:t>Curriculum vitae</w:t></w:r></w:p></w:body></w:document>',
  });

export interface UploadBody {
  data: string;
  title: string;
  mimetype: string;
  size: number;
}

/** `{data, title, mimetype, size}` as the web app sends it; `dataUrl` wraps the base64 in a data: URL. */
export function upload(bytes: Buffer, title: string, mimetype: string, dataUrl = false): UploadBody {
  const base64 = bytes.toString('base64');
  return {
    data: dataUrl ? `data:${mimetype};base64,${base64}` : base64,
    title,
    mimetype,
    size: bytes.length,
  };
}

let shade = 0;
/** A PNG no other call returns, so its bytes can be looked for on disk. */
export const uniquePng = () => {
  shade += 1;
  return png(2, 2, [shade % 256, Math.floor(shade / 256) % 256, 77]);
};
/** A PDF no other call returns. */
export const uniquePdf = () => pdf(`document ${++shade}`);
/** Upload bodies of a (by default unique) PNG or PDF. */
export const pngBody = (bytes: Buffer = uniquePng(), title = 'me.png') => upload(bytes, title, 'image/png');
export const pdfBody = (bytes: Buffer = uniquePdf(), title = 'cac.pdf') =>
  upload(bytes, title, 'application/pdf');

/** Reads a stored file through the API; `bytes` is the raw body. */
export async function fetchFile(app: FastifyInstance, url: string, token?: string) {
  const res = await app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { statusCode: res.statusCode, bytes: res.rawPayload, headers: res.headers };
}

/** Every file under DATA_DIR/uploads, as {relative path: bytes}. */
export function storedUploads(dataDir: string): Map<string, Buffer> {
  const root = path.join(dataDir, 'uploads');
  const found = new Map<string, Buffer>();
  let names: string[];
  try {
    names = readdirSync(root, { recursive: true }) as string[];
  } catch {
    return found;
  }
  for (const name of names) {
    const full = path.join(root, name);
    try {
      found.set(name, readFileSync(full));
    } catch {
      // a folder
    }
  }
  return found;
}

/** Whether any stored upload holds exactly these bytes. */
export const isStored = (dataDir: string, bytes: Buffer) =>
  [...storedUploads(dataDir).values()].some((stored) => stored.equals(bytes));

/** What the upload helpers need of a signed-in account (the shape `signedIn` returns). */
export interface Uploader {
  user: { id: string; userType: string };
  profile: { id: string };
  token: string;
}

const SEGMENTS: Record<string, string> = {
  graduate: 'graduates',
  staff: 'staff',
  employer: 'employers',
  institution: 'institutions',
  mentor: 'mentors',
  admin: 'admins',
};

/** The upload calls of the API, made as `account`; ids default to the account's own. */
export function uploadsClient(app: FastifyInstance) {
  const api = client(app);
  return {
    avatar: (account: Uploader, body: unknown, accountId = account.user.id) =>
      api.patch(`/api/v1/users/${accountId}/avatar/`, body, account.token),
    document: (account: Uploader, document_type: string, document: unknown, profileId = account.profile.id) =>
      api.patch(
        `/api/v1/${SEGMENTS[account.user.userType]}/${profileId}/documents/`,
        { document_type, document },
        account.token,
      ),
    profile: async (account: Uploader) =>
      (await api.get(`/api/v1/${SEGMENTS[account.user.userType]}/${account.profile.id}`, account.token)).body
        .payload,
  };
}

/** The rows of the files table an account owns. */
export const filesOwnedBy = (db: Database, accountId: string) =>
  db.select().from(files).where(eq(files.ownerId, accountId));
