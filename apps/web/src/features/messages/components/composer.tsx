import { MESSAGE_TEXT_MAX_LENGTH, MESSAGING_MESSAGES } from '@tvet/contract';
import { type FormEvent, type KeyboardEvent, useId, useRef, useState } from 'react';

/** Shown when this close to the limit: how many characters are left. */
const COUNT_FROM = MESSAGE_TEXT_MAX_LENGTH - 500;

/**
 * Writing a message: Enter sends, Shift+Enter starts a new line. An empty (or blank) message is not sent (spec
 * 000 §5 'Chat'); one over the limit is kept with the reason. Works without a connection: the message waits in
 * the outbox.
 */
export function Composer({
  onSend,
  recipientName,
}: {
  onSend: (text: string) => void;
  recipientName: string;
}) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const errorId = useId();
  const trimmed = text.trim();

  function send(event?: FormEvent) {
    event?.preventDefault();
    if (!trimmed) return;
    if (trimmed.length > MESSAGE_TEXT_MAX_LENGTH) {
      setError(MESSAGING_MESSAGES.textTooLong);
      return;
    }
    onSend(trimmed);
    setText('');
    setError(null);
    input.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) send(event);
  }

  return (
    <form onSubmit={send} className="flex flex-col gap-1 border-t border-gray-200 p-2 sm:p-3">
      {error && (
        <p id={errorId} role="alert" className="text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
      <div className="flex items-end gap-2">
        <label className="sr-only" htmlFor={`${errorId}-text`}>
          Message to {recipientName}
        </label>
        <textarea
          id={`${errorId}-text`}
          ref={input}
          value={text}
          rows={1}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Write a message"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="field-input max-h-40 min-h-12 flex-1 resize-none [field-sizing:content]"
        />
        <button type="submit" disabled={!trimmed} className="btn btn-primary px-4">
          Send
        </button>
      </div>
      {trimmed.length > COUNT_FROM && (
        <p
          className={`text-right text-xs ${trimmed.length > MESSAGE_TEXT_MAX_LENGTH ? 'text-red-800' : 'text-muted'}`}
        >
          {MESSAGE_TEXT_MAX_LENGTH - trimmed.length} characters left
        </p>
      )}
    </form>
  );
}
