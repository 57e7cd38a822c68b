/**
 * A `Content-Disposition` header for a file name in any script (Yoruba ọ ẹ ṣ, Hausa ɗ ƙ, Arabic…): an ASCII
 * `filename` fallback for old clients plus the exact name as RFC 5987 / RFC 6266 `filename*`. Putting the raw
 * name into the header throws in Node for characters outside Latin-1, and lets a quote or CR/LF break the header.
 */
export function contentDisposition(
  type: 'inline' | 'attachment',
  filename: string,
  asciiName?: string,
): string {
  const fallback =
    (asciiName ?? filename)
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/[^\x20-\x7e]/g, '_')
      .replace(/["\\%;]/g, '_')
      .trim() || 'download';
  return `${type}; filename="${fallback}"; filename*=UTF-8''${rfc5987(filename)}`;
}

/** Percent-encodes everything RFC 5987's attr-char does not allow (encodeURIComponent leaves ' ( ) * alone). */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}
