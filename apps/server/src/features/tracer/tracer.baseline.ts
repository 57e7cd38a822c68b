import {
  tracerLinkOperations as ops,
  PRIVACY_MESSAGES,
  TRACER_BASELINE_MESSAGES,
  TRACER_MESSAGES,
  type TracerBaselineForm,
  type TracerBaselineInput,
} from '@tvet/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors';
import { route } from '../../platform/operation-route';
import { byIp } from '../../platform/rate-limit';
import { sha256 } from '../../platform/secrets';
import {
  adoptCaseConsents,
  consentPurposesOffered,
  guardianConfirmed,
  isMinor,
  recordCaseConsents,
} from '../privacy';
import { copyLinkedAnswers, linkClaimedCases, query } from './tracer.repository';

/*
 * The baseline wave on the answer-by-link page (issue 26): the graduate confirms or corrects the contacts the roll
 * has, answers the consent questions of the optional extras (the privacy feature's consent store) and may give an
 * alternative contact. Stored per case with its roll entry (tracer_baselines); the ladder of every later wave of
 * that roll entry reads them (tracer.sweep.ts contact).
 */

/**
 * The contacts a ladder step writes to (tracer.sweep.ts contact, over c: the case, r: its roll entry, b: the join
 * below): the baseline's confirmed contacts first, then the roll's; the alternative contact once the graduate's own
 * address bounced, or when nothing else is known.
 */
export const BASELINE_CONTACTS = sql`
  case when b.alt_email is not null
        and exists (select 1 from tracer_contacts x where x.case_id = c.id and x.status = 'bounced')
       then b.alt_email else coalesce(b.email, r.email, b.alt_email) end as email,
  coalesce(b.phone, r.phone, b.alt_phone) as phone`;
/** The newest baseline of the case's graduate (this case's, or an earlier wave's of the same roll entry). */
export const BASELINE_JOIN = sql`
  left join lateral (
    select * from tracer_baselines tb where tb.case_id = c.id or tb.roll_entry_id = c.roll_entry_id
     order by tb.confirmed_at desc limit 1
  ) b on true`;

/**
 * Cases whose roll entry an account claimed are linked to it, and their answers and baseline consents become the
 * account's, in one transaction: a case's own outcome facts go as the account's come (counted once).
 */
export async function linkCases(db: Database) {
  await db.transaction(async (tx) => {
    await linkClaimedCases(tx);
    await copyLinkedAnswers(tx);
    await adoptCaseConsents(tx);
  });
}

interface BaselineCase {
  case_id: string;
  roll_entry_id: string | null;
  offset_months: number;
  disposition: string;
  expires_at: string | Date;
  used_at: string | Date | null;
  email: string | null;
  phone: string | null;
  confirmed: boolean;
  date_of_birth: string | null;
  account_id: string | null;
}

/** The case of a baseline link, or the 4xx that says why the link does not serve (the answer page's rules). */
async function baselineCaseOf(db: Database, token: string): Promise<BaselineCase> {
  const [found] = await query<BaselineCase>(
    db,
    sql`select c.id as case_id, c.roll_entry_id, w.offset_months, c.disposition, t.expires_at, t.used_at,
               coalesce(b.email, r.email) as email, coalesce(b.phone, r.phone) as phone,
               (b.case_id is not null) as confirmed, r.date_of_birth::text as date_of_birth, c.account_id
          from tracer_tokens t join tracer_cases c on c.id = t.case_id
          join tracer_waves w on w.id = c.wave_id
          left join roll_entries r on r.id = c.roll_entry_id
          left join tracer_baselines b on b.case_id = c.id
         where t.token_hash = ${sha256(token)}`,
  );
  if (!found) throw notFound(TRACER_MESSAGES.linkUnknown);
  if (found.used_at) throw conflict(TRACER_MESSAGES.linkUsed);
  if (new Date(found.expires_at) <= new Date()) throw new AppError(410, TRACER_MESSAGES.linkExpired);
  if (['opted_out', 'refused', 'ineligible'].includes(found.disposition))
    throw conflict(TRACER_MESSAGES.caseClosed);
  return found;
}

/** Under 18 by the roll's date of birth, with no guardian confirmed for the case's account (none without one). */
async function minorWithoutGuardianConsent(db: Database, found: BaselineCase): Promise<boolean> {
  if (!isMinor(found.date_of_birth, new Date())) return false;
  return !(found.account_id && (await guardianConfirmed(db, found.account_id)));
}

/** Enough of a contact to recognise it, not enough to learn it from a forwarded link. */
export function maskContact(value: string | null): string | null {
  if (!value) return null;
  const at = value.indexOf('@');
  if (at > 0) return `${value[0]}•••${value.slice(at)}`;
  return value.length > 7 ? `${value.slice(0, 4)}•••${value.slice(-3)}` : '•••';
}

/** What the baseline part of the answer page shows. */
export async function baselineForm(db: Database, token: string): Promise<TracerBaselineForm> {
  const found = await baselineCaseOf(db, token);
  const asked = found.offset_months === 0;
  // A graduate under 18 on the roll is not offered the extras until a guardian confirmed (issue 25, NDPA s. 31).
  const extras = asked && !(await minorWithoutGuardianConsent(db, found));
  return {
    asked,
    contacts: asked
      ? { email: maskContact(found.email), phone: maskContact(found.phone) }
      : { email: null, phone: null },
    purposes: extras ? await consentPurposesOffered(db) : [],
    confirmed: found.confirmed,
  };
}

/**
 * Saves the graduate's contacts (a blank field keeps what the roll has), the alternative contact and the consents.
 * A second save replaces the first. Returns whether the consents could be recorded (a privacy notice exists).
 */
export async function saveBaseline(
  db: Database,
  token: string,
  input: TracerBaselineInput,
): Promise<{ consent_recorded: boolean }> {
  const found = await baselineCaseOf(db, token);
  if (found.offset_months !== 0) throw conflict(TRACER_BASELINE_MESSAGES.notBaseline);
  const email = input.email ?? found.email;
  const phone = input.phone ?? found.phone;
  if (!email && !phone)
    throw badRequest(TRACER_BASELINE_MESSAGES.nothingGiven, {
      phone: TRACER_BASELINE_MESSAGES.nothingGiven,
    });
  const alt = input.alternative ?? {};
  if (Object.values(input.consents ?? {}).some(Boolean) && (await minorWithoutGuardianConsent(db, found)))
    throw new AppError(403, PRIVACY_MESSAGES.minorNeedsGuardian);
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      insert into tracer_baselines (case_id, roll_entry_id, email, phone, whatsapp, alt_name, alt_relation,
                                    alt_phone, alt_email, confirmed_at)
      values (${found.case_id}, ${found.roll_entry_id}, ${email}, ${phone}, ${input.whatsapp ?? null},
              ${alt.name ?? null}, ${alt.relation ?? null}, ${alt.phone ?? null}, ${alt.email ?? null}, now())
      on conflict (case_id) do update set email = excluded.email, phone = excluded.phone,
        whatsapp = excluded.whatsapp, alt_name = excluded.alt_name, alt_relation = excluded.alt_relation,
        alt_phone = excluded.alt_phone, alt_email = excluded.alt_email, confirmed_at = now(), updated_at = now()`);
    const recorded = await recordCaseConsents(tx, found.case_id, input.consents, 'web');
    return { consent_recorded: recorded };
  });
}

/** GET and POST /v1/tracer/answer/{token}/baseline: public, the token is the only key (registered by tracer.routes). */
export const baselineRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (scoped, { deps }) => {
  const limited = scoped.limit({ name: 'tracer:baseline:ip', max: 120, windowSeconds: 15 * 60, key: byIp });
  route(scoped, ops.baselineForm, {
    access: 'public',
    preHandler: limited,
    handler: async (request) =>
      ok(TRACER_BASELINE_MESSAGES.formLoaded, await baselineForm(deps.db, request.params.token)),
  });
  route(scoped, ops.baseline, {
    access: 'public',
    preHandler: limited,
    handler: async (request) => {
      const result = await saveBaseline(deps.db, request.params.token, request.body);
      return ok(
        result.consent_recorded ? TRACER_BASELINE_MESSAGES.saved : TRACER_BASELINE_MESSAGES.noNotice,
        result,
      );
    },
  });
};
