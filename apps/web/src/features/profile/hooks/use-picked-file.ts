import { UPLOAD_MESSAGES, type UploadKind } from '@tvet/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { type CompressedImage, compressImage } from '@/lib/compress-image';
import { checkFile, checkResized, type PreparedFile, prepareDocument, prepareImage } from '../lib/pick-file';

export interface PickedFile {
  kind: UploadKind;
  /** The chosen file's name, ready to send (an image is already compressed). */
  name: string | null;
  prepared: PreparedFile | null;
  preparing: boolean;
  error: string | null;
  choose: (file: File | null) => Promise<void>;
  /** Shows the spec's message when nothing was chosen; true when a file is ready. */
  require: () => boolean;
  setError: (message: string | null) => void;
  clear: () => void;
}

/**
 * One file picker's state: the spec's checks on choosing (type, size), then images compressed at `quality`
 * and documents read as they are, ready to upload. A picture is resized before its size is judged (issue 22.11:
 * the hint promises larger pictures are resized). The image preview URL is released when replaced or unmounted.
 */
export function usePickedFile(
  kind: UploadKind,
  quality?: number,
  compress: (file: Blob, quality: number) => Promise<CompressedImage> = compressImage,
): PickedFile {
  const [prepared, setPrepared] = useState<PreparedFile | null>(null);
  const [name, setName] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const preview = useRef<string | null>(null);

  const replacePreview = useCallback((next: PreparedFile | null) => {
    if (preview.current) URL.revokeObjectURL(preview.current);
    preview.current = next?.previewUrl ?? null;
    setPrepared(next);
  }, []);
  useEffect(() => () => replacePreview(null), [replacePreview]);

  const choose = useCallback(
    async (file: File | null) => {
      const resized = quality !== undefined;
      const problem = checkFile(file, kind, { resized });
      setError(problem);
      if (problem || !file) {
        replacePreview(null);
        setName(null);
        return;
      }
      setPreparing(true);
      try {
        const next = resized ? await prepareImage(file, quality, compress) : await prepareDocument(file);
        const tooLarge = resized ? checkResized(next, kind) : null;
        if (tooLarge) {
          if (next.previewUrl) URL.revokeObjectURL(next.previewUrl);
          setError(tooLarge);
          replacePreview(null);
          setName(null);
          return;
        }
        replacePreview(next);
        setName(next.upload.title);
      } catch {
        setError(UPLOAD_MESSAGES.notAnImage);
        replacePreview(null);
        setName(null);
      } finally {
        setPreparing(false);
      }
    },
    [kind, quality, compress, replacePreview],
  );

  return {
    kind,
    name,
    prepared,
    preparing,
    error,
    choose,
    setError,
    require: () => {
      if (prepared) return true;
      setError(checkFile(null, kind));
      return false;
    },
    clear: () => {
      replacePreview(null);
      setName(null);
      setError(null);
    },
  };
}
