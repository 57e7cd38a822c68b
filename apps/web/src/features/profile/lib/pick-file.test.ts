import { MESSAGES } from '@tvet/contract';
import { describe, expect, it } from 'vitest';
import { acceptOf, checkFile, megabytes, prepareDocument, prepareImage, renamed } from './pick-file';

const file = (name: string, type: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type });

describe('checkFile (spec 000 §5, spec 001 §5)', () => {
  it('needs an image for a picture', () => {
    expect(checkFile(null, 'avatar')).toBe(MESSAGES.imageRequired);
    expect(checkFile(undefined, 'school_id')).toBe('An image file is reqired');
  });

  it('takes png, jpg and jpeg pictures, by type or by name', () => {
    expect(checkFile(file('me.png', 'image/png'), 'avatar')).toBeNull();
    expect(checkFile(file('me.jpeg', ''), 'avatar')).toBeNull();
    expect(checkFile(file('me.JPG', 'image/jpeg'), 'id_card')).toBeNull();
  });

  it('refuses other kinds of file', () => {
    expect(checkFile(file('me.gif', 'image/gif'), 'avatar')).toBe(
      'This file is not a png, jpg file. Choose a png or jpg file.',
    );
    expect(checkFile(file('cac.png', 'image/png'), 'cac_document')).toContain('pdf');
  });

  it("refuses a picture over 2 MB with the spec's message", () => {
    expect(checkFile(file('big.jpg', 'image/jpeg', 2_097_153), 'avatar')).toBe(
      'File too large, file should not be be grater than 2MB',
    );
    expect(checkFile(file('ok.jpg', 'image/jpeg', 2_097_152), 'avatar')).toBeNull();
  });

  it('takes a resume as pdf, doc or docx up to 5 MB', () => {
    expect(checkFile(file('cv.docx', ''), 'resume')).toBeNull();
    expect(checkFile(file('cv.doc', 'application/msword'), 'resume')).toBeNull();
    expect(checkFile(file('cv.pdf', 'application/pdf', 5 * 1048576 + 1), 'resume')).toBe(
      'File too large: the limit is 5 MB',
    );
  });
});

describe('acceptOf', () => {
  it('lists extensions and types for the file picker', () => {
    expect(acceptOf('avatar')).toBe('.png,.jpg,.jpeg,image/png,image/jpeg');
    expect(acceptOf('cac_document')).toBe('.pdf,application/pdf');
  });
});

describe('prepareImage and prepareDocument', () => {
  it('sends the compressed JPEG with its own size, named .jpg', async () => {
    URL.createObjectURL = () => 'blob:preview';
    const compressed = new Blob([new Uint8Array(1234)], { type: 'image/jpeg' });
    const prepared = await prepareImage(file('portrait.png', 'image/png', 900_000), 0.01, async () => ({
      blob: compressed,
      width: 500,
      height: 500,
      quality: 0.2,
    }));
    expect(prepared.upload).toMatchObject({ title: 'portrait.jpg', mimetype: 'image/jpeg', size: 1234 });
    expect(prepared.upload.data).toMatch(/^data:image\/jpeg;base64,/);
    expect(prepared.originalSize).toBe(900_000);
    expect(prepared.previewUrl).toBe('blob:preview');
  });

  it('sends a document as it is, typing it by its name when the phone gives no type', async () => {
    const prepared = await prepareDocument(file('cv.docx', '', 42));
    expect(prepared.upload).toMatchObject({
      title: 'cv.docx',
      size: 42,
      mimetype: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
  });

  it('renames to the extension actually sent', () => {
    expect(renamed('IMG_2031.HEIC.png', 'jpg')).toBe('IMG_2031.HEIC.jpg');
    expect(renamed('.png', 'jpg')).toBe('image.jpg');
  });
});

describe('megabytes', () => {
  it('shows sizes in MB, and a few kilobytes as under 0.01 MB', () => {
    expect(megabytes(3_000)).toBe('< 0.01 MB');
    expect(megabytes(48_213)).toBe('0.05 MB');
    expect(megabytes(1_258_291)).toBe('1.2 MB');
  });
});
