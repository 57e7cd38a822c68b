import { useEffect, useRef, useState } from 'react';
import type { UploadProgress } from '@/lib/upload';
import { useUploadRoll } from '../api/upload-roll';
import { rollFileProblem } from './roll-file';

export type UploadState =
  | { step: 'idle'; problem: string | null }
  | { step: 'uploading'; file: File; progress: UploadProgress };

/**
 * Sends one roll file and follows it: the bytes on their way (a percentage), then the server reading every
 * row (seconds counted, since it cannot say how far it is). Resolves with the preview's id; cancellable.
 */
export function useRollUpload(institutionId: string, onPreview: (importId: string, msg: string) => void) {
  const upload = useUploadRoll(institutionId);
  const [state, setState] = useState<UploadState>({ step: 'idle', problem: null });
  const controller = useRef<AbortController | null>(null);
  // Leaving the page stops an upload in flight.
  useEffect(() => () => controller.current?.abort(), []);

  async function start(file: File) {
    const problem = rollFileProblem(file);
    if (problem) {
      setState({ step: 'idle', problem });
      return;
    }
    controller.current = new AbortController();
    setState({
      step: 'uploading',
      file,
      progress: { phase: 'sending', loaded: 0, total: file.size },
    });
    try {
      const answer = await upload.mutateAsync({
        file,
        signal: controller.current.signal,
        onProgress: (progress) =>
          setState((current) => (current.step === 'uploading' ? { ...current, progress } : current)),
      });
      setState({ step: 'idle', problem: null });
      onPreview(answer.payload._id, answer.msg);
    } catch (error) {
      const cancelled = error instanceof DOMException && error.name === 'AbortError';
      setState({
        step: 'idle',
        problem: cancelled ? null : error instanceof Error ? error.message : String(error),
      });
    } finally {
      controller.current = null;
    }
  }

  return {
    state,
    start,
    cancel: () => controller.current?.abort(),
    clearProblem: () => setState({ step: 'idle', problem: null }),
  };
}
