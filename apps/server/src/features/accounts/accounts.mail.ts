import { OTP_TTL_SECONDS } from '@tvet/contract';
import type { MailMessage } from '../../platform/mail';

const minutes = OTP_TTL_SECONDS / 60;

/**
 * The code is the only 4-digit number in the text, so people (and tests) find it at a glance. The link does the
 * same without the code, and keeps working when someone else's wrong guesses have locked the code.
 */
export function codeMail(
  to: string,
  name: string,
  code: string,
  link: string,
  purpose: 'verification' | 'recovery',
): MailMessage {
  const action = purpose === 'verification' ? 'verify your e-mail address' : 'reset your password';
  const subject = purpose === 'verification' ? 'Your verification code' : 'Your password reset code';
  const text = [
    `Hello ${name},`,
    '',
    `Use this code to ${action} on the TVET Graduate Tracer:`,
    '',
    code,
    '',
    `Or open this link (it works once, even if the code has been refused):`,
    link,
    '',
    `Both expire in ${minutes} minutes. If you did not ask for them, ignore this e-mail.`,
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(name)},</p><p>Use this code to ${action} on the TVET Graduate Tracer:</p><p style="font-size:28px;font-weight:bold;letter-spacing:6px">${code}</p><p>Or <a href="${escapeHtml(link)}">open this link</a> (it works once, even if the code has been refused).</p><p>Both expire in ${minutes} minutes. If you did not ask for them, ignore this e-mail.</p>`;
  return { to, subject, text, html };
}

/** To an address's owner when someone registers with it: they learn of it, the registering person does not. */
export function registrationAttemptMail(to: string, name: string): MailMessage {
  const subject = 'Someone tried to register with your e-mail address';
  const lines = [
    `Hello ${name},`,
    'Someone tried to create a new TVET Graduate Tracer account with this e-mail address, which already has an account. No new account was created.',
    'If it was you, sign in instead, or reset your password if you have forgotten it. If it was not you, you need not do anything.',
  ];
  return {
    to,
    subject,
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''),
  };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
