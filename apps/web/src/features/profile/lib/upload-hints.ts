import { formatMegabytes, IMAGE_MAX_BYTES, UPLOAD_RULES } from '@tvet/contract';

/** The pickers' hints (spec 000 §5, spec 001 §5: "PNG or JPG no bigger than 500x500 px"). */
export const UPLOAD_HINTS = {
  picture: `PNG or JPG no bigger than 500x500 px, at most ${formatMegabytes(IMAGE_MAX_BYTES)}. Larger pictures are resized before upload.`,
  logo: `Your company logo: JPG or PNG, at most ${formatMegabytes(IMAGE_MAX_BYTES)}. It is resized to 500x500 px before upload.`,
  idImage: `A clear photo or scan, PNG or JPG, at most ${formatMegabytes(IMAGE_MAX_BYTES)}.`,
  resume: `PDF, DOC or DOCX, at most ${formatMegabytes(UPLOAD_RULES.resume.maxBytes)}.`,
  cac: `Your CAC registration certificate as a PDF, at most ${formatMegabytes(UPLOAD_RULES.cac_document.maxBytes)}.`,
} as const;
