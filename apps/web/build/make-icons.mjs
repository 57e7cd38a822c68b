// Writes the app's icons (public/icons/*.png) without an image library: a green tile with a white mortarboard-
// like mark drawn from rectangles, encoded as PNG with node:zlib. Run once when the mark changes:
// `node apps/web/build/make-icons.mjs`; the PNGs are committed.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const GREEN = [0x00, 0x6b, 0x40];
const WHITE = [0xff, 0xff, 0xff];

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** `safe`: the share of the tile the mark may use (a maskable icon keeps it inside the middle 80 %). */
function icon(size, safe) {
  const rows = [];
  const inside = (x, y, [x0, y0, x1, y1]) => x >= x0 && x < x1 && y >= y0 && y < y1;
  // A "T" (TVET) under a bar: fractions of the mark's box.
  const shapes = [
    [0.1, 0.12, 0.9, 0.3],
    [0.38, 0.3, 0.62, 0.88],
  ];
  const margin = (1 - safe) / 2;
  for (let y = 0; y < size; y += 1) {
    const row = [0];
    for (let x = 0; x < size; x += 1) {
      const u = (x / size - margin) / safe;
      const v = (y / size - margin) / safe;
      row.push(...(shapes.some((shape) => inside(u, v, shape)) ? WHITE : GREEN));
    }
    rows.push(Buffer.from(row));
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const dir = new URL('../public/icons/', import.meta.url);
writeFileSync(new URL('icon-192.png', dir), icon(192, 0.7));
writeFileSync(new URL('icon-512.png', dir), icon(512, 0.7));
writeFileSync(new URL('icon-maskable-512.png', dir), icon(512, 0.5));
writeFileSync(new URL('apple-touch-icon-180.png', dir), icon(180, 0.6));
