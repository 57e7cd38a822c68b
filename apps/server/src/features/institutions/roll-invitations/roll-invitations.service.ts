import {
  invitationPath,
  ROLL_INVITE_BATCH,
  ROLL_MESSAGES,
  type RollInvitationRequest,
  type RollInvitationResult,
  SERVER_MESSAGES,
} from '@tvet/contract';
import { notFound } from '../../../platform/errors';
import type { AuthContext } from '../../../platform/jwt';
import * as repo from '../institutions.repository';
import type { RollDeps } from '../institutions.roll.deps';
import * as roll from '../institutions.roll.repository';

/* Invitations to roll graduates who have no account yet: a sign-up link by e-mail, each sending counted. */

/**
 * E-mails a sign-up link (pre-filling institution, programme and year) to roll graduates with an address
 * and no account or claim. A row already invited is skipped unless `resend`; each sending is counted.
 */
export async function inviteFromRoll(
  deps: RollDeps,
  auth: AuthContext,
  body: RollInvitationRequest,
): Promise<RollInvitationResult> {
  const institutionId = auth.profileId;
  const institution = await repo.findInstitution(deps.db, institutionId);
  if (!institution) throw notFound(SERVER_MESSAGES.institutionNotFound);
  let candidates: roll.InvitationCandidate[];
  if (body.ids) {
    const ids = [...new Set(body.ids)];
    candidates = await roll.candidatesByIds(deps.db, institutionId, ids);
    if (candidates.length < ids.length) throw notFound(ROLL_MESSAGES.rollEntryNotFound);
  } else {
    candidates = await roll.nextUninvited(deps.db, institutionId, ROLL_INVITE_BATCH);
  }
  const result: RollInvitationResult = {
    sent: 0,
    already_invited: 0,
    no_email: 0,
    has_account: 0,
    remaining: 0,
  };
  const name = institution.user.name;
  for (const candidate of candidates) {
    if (candidate.hasAccount || candidate.claimStatus !== 'unclaimed') result.has_account += 1;
    else if (!candidate.email) result.no_email += 1;
    else if (candidate.invitedAt && !body.resend) result.already_invited += 1;
    else {
      // PUBLIC_URL, never the request's Origin or Host: a caller could point the links at a look-alike site.
      const link = `${deps.config.publicUrl}${invitationPath({
        institution_id: institutionId,
        programme_id: candidate.programmeId,
        graduation_year: candidate.graduationYear,
        email: candidate.email,
      })}`;
      await deps.mailer.send(invitationMail(candidate.email, candidate.name, name, link));
      await roll.markInvited(deps.db, candidate.id, new Date());
      result.sent += 1;
    }
  }
  if (body.all) result.remaining = await roll.countUninvited(deps.db, institutionId);
  return result;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function invitationMail(to: string, graduate: string, institution: string, link: string) {
  const text = [
    `Dear ${graduate},`,
    '',
    `${institution} lists you on its graduation roll and invites you to the national TVET graduate tracer.`,
    'Create your account with this link; your institution, programme and graduation year are filled in for you:',
    link,
    '',
    'Your answers help your institution and the regulator improve training for those who come after you.',
  ].join('\n');
  const html = `<p>Dear ${escapeHtml(graduate)},</p><p>${escapeHtml(institution)} lists you on its graduation roll and invites you to the national TVET graduate tracer.</p><p><a href="${escapeHtml(link)}">Create your account</a>: your institution, programme and graduation year are filled in for you.</p><p>Your answers help your institution and the regulator improve training for those who come after you.</p>`;
  return { to, subject: ROLL_MESSAGES.invitationSubject(institution), text, html };
}
