import {
  type InstitutionTracerStudy,
  institutionTracerOperations as ops,
  type Paged,
  TRACER_MESSAGES,
  type TracerBounced,
} from '@tvet/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { requireAuth } from '../../platform/access';
import type { Deps } from '../../platform/deps';
import { ok } from '../../platform/envelope';
import { notFound } from '../../platform/errors';
import { route } from '../../platform/operation-route';
import { type PageRequest, pageOf } from '../../platform/paging';
import { query } from './tracer.repository';

/*
 * Institutions and the tracer (issue 26): the studies that cover the calling institution, and its graduates whose
 * tracer messages bounced, to correct on the roll. Only the institution's own cases are read (c.institution_id is
 * the caller's profile id); the figures themselves are GET /institution/tracer-studies/{id}/stats (tracer.routes).
 */

/** The studies that cover the institution (every institution, or named), newest first, with their waves. */
export async function institutionStudies(
  db: Database,
  institutionId: string,
  request: PageRequest,
): Promise<Paged<InstitutionTracerStudy>> {
  const covers = sql`(cardinality(s.institution_ids) = 0 or ${institutionId}::uuid = any(s.institution_ids))`;
  return pageOf(request, {
    rows: async ({ limit, offset }) => {
      const studies = await query<{ id: string; title: string }>(
        db,
        sql`select s.id, s.title from tracer_studies s where ${covers}
             order by s.created_at desc, s.id limit ${limit} offset ${offset}`,
      );
      if (studies.length === 0) return [];
      const waves = await query<{
        id: string;
        study_id: string;
        cohort: number;
        offset_months: number;
        opens_at: Date | string;
        closes_at: Date | string;
      }>(
        db,
        sql`select id, study_id, cohort, offset_months, opens_at, closes_at from tracer_waves
             where study_id in (${sql.join(
               studies.map((study) => sql`${study.id}`),
               sql`, `,
             )}) order by cohort, offset_months`,
      );
      return studies.map((study) => ({
        _id: study.id,
        title: study.title,
        waves: waves
          .filter((wave) => wave.study_id === study.id)
          .map((wave) => ({
            _id: wave.id,
            cohort: wave.cohort,
            offset_months: wave.offset_months,
            opens_at: new Date(wave.opens_at).toISOString(),
            closes_at: new Date(wave.closes_at).toISOString(),
          })),
      }));
    },
    total: async () =>
      (
        await query<{ n: number }>(db, sql`select count(*)::int as n from tracer_studies s where ${covers}`)
      )[0]?.n ?? 0,
  });
}

/** The institution's graduates whose message of this study bounced (one row per graduate, the latest bounce). */
export async function bouncedGraduates(
  db: Database,
  studyId: string,
  institutionId: string,
  request: PageRequest,
): Promise<Paged<TracerBounced>> {
  const [study] = await query(db, sql`select 1 from tracer_studies where id = ${studyId}`);
  if (!study) throw notFound(TRACER_MESSAGES.studyNotFound);
  const bounced = sql`
    select distinct on (r.id) r.id as roll_entry_id, r.name, r.matric_number, r.graduation_year, t.channel,
           t.reason, coalesce(t.sent_at, t.created_at) as bounced_at
      from tracer_contacts t join tracer_cases c on c.id = t.case_id
      join roll_entries r on r.id = c.roll_entry_id
     where c.study_id = ${studyId} and c.institution_id = ${institutionId} and t.status = 'bounced'
     order by r.id, t.created_at desc`;
  return pageOf(request, {
    rows: ({ limit, offset }) =>
      query<TracerBounced & { bounced_at: Date | string }>(
        db,
        sql`select * from (${bounced}) b order by b.name, b.roll_entry_id limit ${limit} offset ${offset}`,
      ),
    total: async () =>
      (await query<{ n: number }>(db, sql`select count(*)::int as n from (${bounced}) b`))[0]?.n ?? 0,
    map: (row) => ({ ...row, bounced_at: new Date(row.bounced_at).toISOString() }),
  });
}

const institution = { roles: ['institution'] } as const;

export const institutionTracerRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  route(app, ops.studies, {
    // Institutions; only the studies covering the caller.
    access: institution,
    handler: async (request) =>
      ok(
        TRACER_MESSAGES.studiesLoaded,
        await institutionStudies(deps.db, requireAuth(request).profileId as string, request.query),
      ),
  });

  route(app, ops.bounced, {
    // Institutions; only the caller's own graduates (their roll rows).
    access: institution,
    handler: async (request) =>
      ok(
        'Bounced contacts',
        await bouncedGraduates(
          deps.db,
          request.params.id,
          requireAuth(request).profileId as string,
          request.query,
        ),
      ),
  });
};
