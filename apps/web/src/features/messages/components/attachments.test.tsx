import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MESSAGE_MEDIA_KINDS,
  MESSAGE_MEDIA_MAX_BYTES,
  MESSAGING_MESSAGES,
  type Message,
  type MessageMedia,
  UPLOAD_MESSAGES,
} from '@tvet/contract';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '@/lib/session';
import { realtime } from '@/lib/socket';
import { type FakeSocket, lastSocket, sockets } from '@/test/fake-socket';
import { renderWithData, signInAs } from '@/test/render';
import { envelope, paged, type Server, serve } from '@/test/serve';
import { useLiveMessaging } from '../hooks/use-live-messaging';
import { outbox } from '../lib/outbox';
import { MessagesPage } from '../pages/messages-page';
import { aConversation, aMessage, aPage, ME } from '../test/fixtures';

/*
 * Attachments in the chat box and the bubbles (issue 11, the spec's `media`): attach, check, preview, upload with
 * progress, then the message names the media over the socket; pictures inline, PDFs as a download with name and
 * size. The network is serve() (fetch) plus a fake XMLHttpRequest for the upload; the socket is the fake socket.
 */

// The browser's canvas is not in jsdom: the shared compressor answers a small JPEG.
vi.mock('@/lib/compress-image', () => ({
  compressImage: vi.fn(async () => ({
    blob: new Blob([new Uint8Array(2048)], { type: 'image/jpeg' }),
    width: 1600,
    height: 1200,
    quality: 0.7,
  })),
}));

/** XMLHttpRequest as the upload uses it: progress events, then the server's answer when `answer` is called. */
class FakeUpload {
  static all: FakeUpload[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: any = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress?: (event: ProgressEvent) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  constructor() {
    FakeUpload.all.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: string) {
    this.body = JSON.parse(body);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ loaded, total, lengthComputable: true } as ProgressEvent));
  }
  answer(status: number, msg: string, payload: unknown) {
    this.status = status;
    this.responseText = JSON.stringify({ status: status < 300 ? 'Created' : 'Bad Request', msg, payload });
    act(() => this.onload?.());
  }
}
const lastUpload = () => FakeUpload.all[FakeUpload.all.length - 1];

function Harness() {
  useLiveMessaging();
  return (
    <Routes>
      <Route path="/messages" element={<MessagesPage />} />
    </Routes>
  );
}

const pdfMedia: MessageMedia = {
  _id: 'media-pdf',
  url: '/api/v1/messages/media/media-pdf',
  title: 'Offer letter.pdf',
  size: 1_468_006,
  mimetype: 'application/pdf',
};
const photoMedia: MessageMedia = {
  _id: 'media-photo',
  url: '/api/v1/messages/media/media-photo',
  title: 'shop.jpg',
  size: 2048,
  mimetype: 'image/jpeg',
};

let server: Server;
const firstMessage = aMessage({ _id: 'm-first', text: 'Send me your papers' });

function serveChat(history: Message[] = [firstMessage]) {
  server = serve({
    'GET /conversations': () => envelope(200, 'ok', paged([aConversation({ last_message: firstMessage })])),
    'GET /conversations/:id/messages': () => envelope(200, 'ok', aPage(history)),
    'POST /conversations/:id/read': () =>
      envelope(200, MESSAGING_MESSAGES.read, {
        conversation_id: 'conversation-1',
        user_id: ME._id,
        last_read_at: new Date().toISOString(),
      }),
    'GET /messages/media/:id': () =>
      new Response('jpeg-bytes', { headers: { 'Content-Type': 'image/jpeg' } }),
    'GET /blocks': () => envelope(200, MESSAGING_MESSAGES.blocksLoaded, []),
  });
}

async function openChat() {
  const before = sockets.length;
  renderWithData(<Harness />, '/messages?c=conversation-1');
  await waitFor(() => expect(sockets.length).toBeGreaterThan(before));
  const socket = lastSocket();
  socket.answer('read', ({ conversationId }) => ({
    status: 'ok',
    msg: MESSAGING_MESSAGES.read,
    payload: { conversation_id: conversationId, user_id: ME._id, last_read_at: new Date().toISOString() },
  }));
  act(() => socket.connectNow());
  await screen.findByText(firstMessage.text);
  return socket;
}

/** The server's copy of a send-message, with the media the client named. */
function storeWith(socket: FakeSocket, media: MessageMedia) {
  socket.answer('send-message', (payload) => ({
    status: 'Created',
    msg: MESSAGING_MESSAGES.sent,
    payload: aMessage({
      conversation_id: payload.conversationId,
      client_id: payload.client_id,
      text: payload.text,
      media: payload.media?._id === media._id ? media : null,
      created_by: { _id: ME._id, name: ME.name, avatar: null },
      createdAt: new Date().toISOString(),
    }),
  }));
}

const SLOW = { timeout: 5000 };
const chat = () => screen.getByRole('log', { name: /^Messages with/ });
const picker = () => screen.getByLabelText('Attach a picture or PDF');
const sentEvents = (socket: FakeSocket) => socket.emitted.filter((emit) => emit.event === 'send-message');
const pdfFile = (bytes = 1_468_006, name = 'Offer letter.pdf') =>
  new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

beforeEach(() => {
  signInAs('graduate');
  FakeUpload.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
  let objectUrls = 0;
  URL.createObjectURL = vi.fn(() => `blob:test-${++objectUrls}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  clearSession();
  realtime.stop();
  outbox.clear();
  vi.unstubAllGlobals();
});

describe('/messages: attaching a file', () => {
  it('previews a PDF, uploads it with progress, then sends the message naming it; the bubble offers the download', async () => {
    serveChat();
    const socket = await openChat();
    storeWith(socket, pdfMedia);
    const user = userEvent.setup();
    await user.upload(picker(), pdfFile(150_000));
    expect(await screen.findByRole('button', { name: 'Remove Offer letter.pdf' }, SLOW)).toBeTruthy();
    expect(screen.getByText('146 KB')).toBeTruthy();
    expect(FakeUpload.all).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /^Message to/ }), 'My offer letter');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const upload = lastUpload();
    expect(upload.method).toBe('POST');
    expect(upload.url).toBe('/api/v1/messages/media');
    expect(upload.headers.Authorization).toMatch(/^Bearer /);
    expect(upload.body).toMatchObject({
      title: 'Offer letter.pdf',
      mimetype: 'application/pdf',
      size: 150_000,
    });
    expect(upload.body.data).toMatch(/^data:application\/pdf;base64,/);
    upload.progress(30, 100);
    const bar = screen.getByRole('progressbar', { name: 'Uploading Offer letter.pdf' });
    expect(bar.getAttribute('aria-valuenow')).toBe('30');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
    // Nothing goes over the socket before the file is stored.
    expect(sentEvents(socket)).toEqual([]);

    upload.answer(201, MESSAGING_MESSAGES.mediaUploaded, pdfMedia);
    await waitFor(() => expect(sentEvents(socket)).toHaveLength(1));
    expect(sentEvents(socket)[0].payload).toMatchObject({
      conversationId: 'conversation-1',
      text: 'My offer letter',
      media: { _id: 'media-pdf' },
    });
    const download = await within(chat()).findByRole('button', {
      name: 'Download Offer letter.pdf (1.4 MB)',
    });
    expect(download.closest('li')!.textContent).toContain('Sent');
    expect(screen.queryByRole('progressbar')).toBeNull();

    await user.click(download);
    await waitFor(() =>
      expect(server.requestsTo('GET /messages/media/media-pdf')[0]?.headers.Authorization).toMatch(
        /^Bearer /,
      ),
    );
  });

  it('shrinks a picture in the browser, shows it before sending, sends it alone and shows it inline', async () => {
    serveChat();
    const socket = await openChat();
    storeWith(socket, photoMedia);
    const user = userEvent.setup();
    const { compressImage } = await import('@/lib/compress-image');
    await user.upload(picker(), new File([new Uint8Array(6_000_000)], 'shop.webp', { type: 'image/webp' }));
    const preview = await screen.findByRole('img', { name: 'To send: shop.jpg' });
    expect(preview.getAttribute('src')).toMatch(/^blob:/);
    expect(compressImage).toHaveBeenCalledWith(expect.any(File), 0.7, undefined, 1600);
    expect(screen.getByText('2 KB')).toBeTruthy();

    // A picture alone, with no text, may be sent.
    const sendButton = screen.getByRole('button', { name: 'Send' });
    expect(sendButton).toHaveProperty('disabled', false);
    await user.click(sendButton);
    expect(lastUpload().body).toMatchObject({ title: 'shop.jpg', mimetype: 'image/jpeg', size: 2048 });
    lastUpload().answer(201, MESSAGING_MESSAGES.mediaUploaded, photoMedia);
    await waitFor(() => expect(sentEvents(socket)).toHaveLength(1));
    expect(sentEvents(socket)[0].payload).toMatchObject({ text: '', media: { _id: 'media-photo' } });
    const inline = await within(chat()).findByRole('img', { name: 'shop.jpg' });
    expect(inline.getAttribute('src')).toMatch(/^blob:/);
    expect(server.requestsTo('GET /messages/media/media-photo')[0].headers.Authorization).toMatch(/^Bearer /);
  });

  it('shows a stored message picture inline and a PDF by name and size from the history', async () => {
    serveChat([
      aMessage({ _id: 'm-pdf', text: '', media: pdfMedia }),
      aMessage({ _id: 'm-photo', text: 'Our shop', media: photoMedia }),
      firstMessage,
    ]);
    await openChat();
    expect(await within(chat()).findByRole('img', { name: 'shop.jpg' })).toBeTruthy();
    expect(within(chat()).getByRole('button', { name: 'Download Offer letter.pdf (1.4 MB)' })).toBeTruthy();
  });

  it('refuses another type and a PDF over 5 MB before sending anything', async () => {
    serveChat();
    await openChat();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(picker(), new File(['<html>'], 'cv.docx', { type: 'application/msword' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      UPLOAD_MESSAGES.wrongKind(MESSAGE_MEDIA_KINDS),
    );
    await user.upload(picker(), pdfFile(MESSAGE_MEDIA_MAX_BYTES + 1, 'big.pdf'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      UPLOAD_MESSAGES.tooLarge(MESSAGE_MEDIA_MAX_BYTES),
    );
    expect(screen.queryByRole('button', { name: 'Remove big.pdf' })).toBeNull();
    expect(FakeUpload.all).toEqual([]);
  });

  it("keeps the text and the file with the server's reason when the upload is refused; Remove drops it", async () => {
    serveChat();
    const socket = await openChat();
    const user = userEvent.setup();
    await user.upload(picker(), pdfFile(20_000));
    await screen.findByRole('button', { name: 'Remove Offer letter.pdf' }, SLOW);
    await user.type(screen.getByRole('textbox', { name: /^Message to/ }), 'Here');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    lastUpload().answer(400, UPLOAD_MESSAGES.wrongKind(MESSAGE_MEDIA_KINDS), {
      fields: { data: UPLOAD_MESSAGES.wrongKind(MESSAGE_MEDIA_KINDS) },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      UPLOAD_MESSAGES.wrongKind(MESSAGE_MEDIA_KINDS),
    );
    expect(screen.getByRole('button', { name: 'Remove Offer letter.pdf' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Message to/ })).toHaveProperty('value', 'Here');
    expect(sentEvents(socket)).toEqual([]);

    // Cancelling an upload on its way aborts it and sends nothing.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(screen.getByRole('button', { name: /^Cancel/ }));
    expect(lastUpload().aborted).toBe(true);
    expect(screen.queryByRole('button', { name: /Offer letter\.pdf/ })).toBeNull();
    expect(sentEvents(socket)).toEqual([]);
  });
});
