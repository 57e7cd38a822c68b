import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, auditListQuerySchema, reasonSchema, totpVerifySchema } from './admin';
import {
  createTicketSchema,
  encodeTicketMessage,
  postTicketMessageSchema,
  TICKET_MESSAGES,
  TICKET_TEXT_MAX,
  TICKET_TITLE_MAX,
  ticketListQuerySchema,
  ticketPreview,
} from './tickets';

const id = '7f1c2f7e-9a51-4c1a-8f0e-2b7d9c1e4a10';

describe('ticket requests', () => {
  it('takes a title and a first message, both non-blank and bounded', () => {
    expect(createTicketSchema.safeParse({ created_by: id, title: 'Login', message: 'Help' }).success).toBe(
      true,
    );
    const blank = createTicketSchema.safeParse({ title: '  ', message: '' });
    expect(blank.success).toBe(false);
    const long = createTicketSchema.safeParse({ title: 'x'.repeat(10_000), message: 'Help' });
    expect(long.error?.issues[0].message).toBe(`title must be at most ${TICKET_TITLE_MAX} characters`);
    expect(createTicketSchema.safeParse({ title: 'a', message: 'b', extra: 1 }).success).toBe(false);
  });

  it('decodes a URL-encoded message once and keeps plain text', () => {
    const text = 'Naira ₦ 100% sure & done? 😀';
    const parsed = postTicketMessageSchema.parse(encodeTicketMessage(text));
    expect(parsed.text).toBe(text);
    // Decoded once: an encoded "%25" arrives as the literal "%25" text, not "%".
    expect(postTicketMessageSchema.parse({ text: encodeURIComponent('%25') }).text).toBe('%25');
  });

  it('refuses text that is not valid URL-encoding, blank text and text over the limit', () => {
    const bad = postTicketMessageSchema.safeParse({ text: '100%' });
    expect(bad.error?.issues[0].message).toBe(TICKET_MESSAGES.textNotEncoded);
    expect(postTicketMessageSchema.safeParse({ text: '%E0%A4%A' }).success).toBe(false);
    expect(
      postTicketMessageSchema.safeParse({ text: encodeURIComponent('   ') }).error?.issues[0].message,
    ).toBe(TICKET_MESSAGES.textRequired);
    const long = postTicketMessageSchema.safeParse({ text: 'a'.repeat(TICKET_TEXT_MAX + 1) });
    expect(long.success).toBe(false);
  });

  it('pages 20 tickets by default and filters by status', () => {
    expect(ticketListQuerySchema.parse({}).limit).toBe(20);
    expect(ticketListQuerySchema.safeParse({ status: 'open' }).success).toBe(false);
  });

  it('previews the last message by its first characters and an ellipsis', () => {
    expect(ticketPreview('short')).toBe('short');
    expect(ticketPreview('a'.repeat(50), 10)).toBe(`${'a'.repeat(10)}…`);
  });
});

describe('console requests', () => {
  it('requires a non-blank reason', () => {
    expect(reasonSchema.safeParse({ reason: '  ' }).error?.issues[0].message).toBe(
      ADMIN_MESSAGES.reasonRequired,
    );
    expect(reasonSchema.safeParse({}).error?.issues[0].message).toBe(ADMIN_MESSAGES.reasonRequired);
  });

  it('takes a TOTP code or a recovery code, not both, not neither', () => {
    expect(totpVerifySchema.safeParse({ totp_token: 't', code: '123456' }).success).toBe(true);
    expect(totpVerifySchema.safeParse({ totp_token: 't', recovery_code: 'ABCDE-12345' }).success).toBe(true);
    expect(totpVerifySchema.safeParse({ totp_token: 't' }).success).toBe(false);
    expect(
      totpVerifySchema.safeParse({ totp_token: 't', code: '123456', recovery_code: 'abcde-12345' }).success,
    ).toBe(false);
    expect(totpVerifySchema.safeParse({ totp_token: 't', code: '12345' }).success).toBe(false);
  });

  it('reads audit date ranges in order', () => {
    expect(auditListQuerySchema.safeParse({ from: '2025-01-02', to: '2025-01-01' }).success).toBe(false);
    expect(auditListQuerySchema.safeParse({ from: '2025-01-01', to: '2025-01-02' }).success).toBe(true);
  });
});
