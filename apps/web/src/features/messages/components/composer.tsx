import { MESSAGE_TEXT_MAX_LENGTH, MESSAGING_MESSAGES, type MessageMedia } from '@tvet/contract';
import {
  type ChangeEvent,
  type FormEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { Icon } from '@/components/ui/icon';
import { t } from '@/lib/i18n/i18n';
import { uploadMedia } from '../api/upload-media';
import {
  ATTACH_ACCEPT,
  checkAttachment,
  type PreparedAttachment,
  prepareAttachment,
} from '../lib/attachment';
import { AttachmentPreview } from './attachment-preview';

/** Shown when this close to the limit: how many characters are left. */
const COUNT_FROM = MESSAGE_TEXT_MAX_LENGTH - 500;

/**
 * Writing a message: Enter sends, Shift+Enter starts a new line. An empty (or blank) message with no attachment is
 * not sent (spec 000 §5 'Chat'); one over the limit is kept with the reason. Works without a connection: the
 * message waits in the outbox.
 *
 * Attachments: a picture or a PDF, checked by type and size here, pictures shrunk in the browser, shown before
 * sending; on Send it is uploaded first (a bar shows how far), then the message names it. A failed upload keeps
 * the text and the attachment, with the server's reason, to try again.
 */
export function Composer({
  onSend,
  recipientName,
}: {
  onSend: (text: string, media?: MessageMedia) => void;
  recipientName: string;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [attachment, setAttachment] = useState<PreparedAttachment | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const upload = useRef<AbortController | null>(null);
  const errorId = useId();
  const trimmed = text.trim();
  const uploading = percent !== null;

  // The preview's object URL goes with the attachment (removed, sent, or the chat closed).
  useEffect(() => {
    const url = attachment?.previewUrl;
    return () => {
      if (url) URL.revokeObjectURL(url);
    };
  }, [attachment]);
  useEffect(() => () => upload.current?.abort(), []);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refusal = checkAttachment(file);
    if (refusal) {
      setError(refusal);
      return;
    }
    setError(null);
    setPreparing(true);
    try {
      setAttachment(await prepareAttachment(file));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setPreparing(false);
    }
  }

  function remove() {
    upload.current?.abort();
    setAttachment(null);
    setPercent(null);
    picker.current?.focus();
  }

  async function send(event?: FormEvent) {
    event?.preventDefault();
    if ((!trimmed && !attachment) || uploading || preparing) return;
    if (trimmed.length > MESSAGE_TEXT_MAX_LENGTH) {
      setError(MESSAGING_MESSAGES.textTooLong);
      return;
    }
    let media: MessageMedia | undefined;
    if (attachment) {
      const controller = new AbortController();
      upload.current = controller;
      setError(null);
      setPercent(0);
      try {
        media = await uploadMedia(
          attachment.upload,
          ({ loaded, total }) => setPercent(total ? Math.min(100, Math.round((loaded / total) * 100)) : 0),
          controller.signal,
        );
      } catch (failure) {
        if (!controller.signal.aborted) {
          setPercent(null);
          setError(failure instanceof Error ? failure.message : String(failure));
        }
        return;
      } finally {
        if (upload.current === controller) upload.current = null;
      }
      setAttachment(null);
      setPercent(null);
    }
    onSend(trimmed, media);
    setText('');
    setError(null);
    input.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) void send(event);
  }

  return (
    <form onSubmit={send} className="flex flex-col gap-1 border-t border-gray-200 p-2 sm:p-3">
      {error && (
        <p id={errorId} role="alert" className="text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
      {attachment && <AttachmentPreview attachment={attachment} percent={percent} onRemove={remove} />}
      {preparing && (
        <p role="status" className="text-sm text-muted">
          {t('Preparing the file…')}
        </p>
      )}
      <div className="flex items-end gap-2">
        <input
          ref={picker}
          id={`${errorId}-file`}
          type="file"
          accept={ATTACH_ACCEPT}
          onChange={choose}
          aria-label={t('Attach a picture or PDF')}
          disabled={uploading || preparing}
          className="peer sr-only"
        />
        {/*
          The input (visually hidden, named 'Attach a picture or PDF') takes the focus and the keyboard; this label
          is what is seen and clicked. The paperclip is an inline SVG: an emoji needs a font that many phones and
          desktops lack (it showed as an empty box).
        */}
        <label
          htmlFor={`${errorId}-file`}
          title={t('Attach a picture or PDF')}
          className="btn flex min-h-12 min-w-12 cursor-pointer items-center justify-center px-3 text-brand-800 ring-1 ring-gray-300 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-50"
        >
          <Icon name="attach" className="size-6" />
        </label>
        <label className="sr-only" htmlFor={`${errorId}-text`}>
          {t('Message to {recipientName}', { recipientName })}
        </label>
        <textarea
          id={`${errorId}-text`}
          ref={input}
          value={text}
          rows={1}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('Write a message')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="field-input max-h-40 min-h-12 flex-1 resize-none [field-sizing:content]"
        />
        <button
          type="submit"
          disabled={(!trimmed && !attachment) || uploading || preparing}
          className="btn btn-primary px-4"
        >
          {t('Send')}
        </button>
      </div>
      {trimmed.length > COUNT_FROM && (
        <p
          className={`text-right text-xs ${trimmed.length > MESSAGE_TEXT_MAX_LENGTH ? 'text-red-800' : 'text-muted'}`}
        >
          {t('{left} characters left', { left: MESSAGE_TEXT_MAX_LENGTH - trimmed.length })}
        </p>
      )}
    </form>
  );
}
