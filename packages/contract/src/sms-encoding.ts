/*
 * What a text message costs before it is sent (issue 27): every text is NFC-normalised, then encoded as GSM-7
 * (3GPP TS 23.038 default alphabet, 160 characters in one part, 153 a part when split; the extension table's
 * characters take two) or, when one character is outside GSM-7, the whole text as UCS-2 (70 UTF-16 units, 67 a
 * part). Yoruba's ẹ ọ ṣ, Hausa's ƙ ɗ ɓ and Igbo's ị ọ ụ are outside GSM-7: a text holding one costs UCS-2 parts.
 */

/** The GSM 03.38 default alphabet (the escape code itself left out: it only leads an extension character). */
const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** The extension table: each character is sent as escape + code, so it counts two. */
const GSM7_EXTENSION = new Set('\f^{}\\[~]|€');

export const SMS_ENCODINGS = ['GSM-7', 'UCS-2'] as const;
export type SmsEncoding = (typeof SMS_ENCODINGS)[number];

/** Units in a single-part message and in each part of a split one (the rest holds the joining header). */
export const SMS_PART_UNITS = {
  'GSM-7': { single: 160, part: 153 },
  'UCS-2': { single: 70, part: 67 },
} as const satisfies Record<SmsEncoding, { single: number; part: number }>;

export interface SmsCost {
  /** The text as it is sent: NFC-normalised. */
  text: string;
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2). */
  units: number;
  segments: number;
}

/** Whether every character of `text` (already normalised) is in GSM-7, basic or extension. */
export function isGsm7(text: string): boolean {
  for (const char of text) if (!GSM7_BASIC.has(char) && !GSM7_EXTENSION.has(char)) return false;
  return true;
}

/**
 * The encoding, size and number of parts of `text`. A character is never split across two parts: an extension
 * character (two septets) or a surrogate pair (two UTF-16 units) that would straddle a boundary opens the next part.
 */
export function smsCost(raw: string): SmsCost {
  const text = raw.normalize('NFC');
  const encoding: SmsEncoding = isGsm7(text) ? 'GSM-7' : 'UCS-2';
  const sizes: number[] = [];
  for (const char of text) {
    if (encoding === 'GSM-7') sizes.push(GSM7_EXTENSION.has(char) ? 2 : 1);
    else sizes.push(char.length);
  }
  const units = sizes.reduce((sum, size) => sum + size, 0);
  const limits = SMS_PART_UNITS[encoding];
  if (units <= limits.single) return { text, encoding, units, segments: units === 0 ? 0 : 1 };
  let segments = 1;
  let used = 0;
  for (const size of sizes) {
    if (used + size > limits.part) {
      segments += 1;
      used = 0;
    }
    used += size;
  }
  return { text, encoding, units, segments };
}

/** What sending one text to `recipients` people costs at `pricePerSegment` (in kobo, say): parts x price. */
export function waveCost(text: string, recipients: number, pricePerSegment: number) {
  const cost = smsCost(text);
  const segments = cost.segments * recipients;
  return { ...cost, recipients, totalSegments: segments, total: segments * pricePerSegment };
}
