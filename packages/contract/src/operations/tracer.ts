import { z } from 'zod';
import { idSchema, pagedSchema, pageQuerySchema } from '../api';
import { defineOperation } from '../operation';
import {
  tracerAnswerFormSchema,
  tracerAnswerResultSchema,
  tracerAnswersSchema,
  tracerObjectionSchema,
  tracerStatsQuerySchema,
  tracerStatsSchema,
  tracerStudyCreateSchema,
  tracerStudyListQuerySchema,
  tracerStudyParamsSchema,
  tracerStudySchema,
  tracerStudyUpdateSchema,
  tracerTokenParamsSchema,
  tracerWaveCreateSchema,
} from '../tracer';
import {
  institutionTracerStudySchema,
  tracerBaselineFormSchema,
  tracerBaselineSchema,
  tracerBouncedSchema,
} from '../tracer-baseline';

const adminTags = ['admin: tracer studies'] as const;

/** Tracer studies (issue 26): administrators define studies, waves and the reminder ladder and read the figures. */
export const tracerStudyOperations = {
  list: defineOperation({
    method: 'GET',
    path: '/v1/admin/tracer-studies',
    tags: adminTags,
    summary: 'Tracer studies, newest first, each with its waves and their response figures (RR1, RR2)',
    query: tracerStudyListQuerySchema,
    response: pagedSchema(tracerStudySchema),
  }),
  create: defineOperation({
    method: 'POST',
    path: '/v1/admin/tracer-studies',
    tags: adminTags,
    summary:
      'Create a study over a published survey; its waves are made for each cohort at 0, 12, 36, 60 months (or offsets given)',
    body: tracerStudyCreateSchema,
    response: tracerStudySchema,
    status: 201,
  }),
  read: defineOperation({
    method: 'GET',
    path: '/v1/admin/tracer-studies/:id',
    tags: adminTags,
    summary: 'One tracer study with its waves',
    params: tracerStudyParamsSchema,
    response: tracerStudySchema,
  }),
  update: defineOperation({
    method: 'PATCH',
    path: '/v1/admin/tracer-studies/:id',
    tags: adminTags,
    summary: "Change a study's title, reminder ladder, daily cap or spending cap",
    params: tracerStudyParamsSchema,
    body: tracerStudyUpdateSchema,
    response: tracerStudySchema,
  }),
  addWave: defineOperation({
    method: 'POST',
    path: '/v1/admin/tracer-studies/:id/waves',
    tags: adminTags,
    summary: 'Add a wave (a cohort at an offset, with its window)',
    params: tracerStudyParamsSchema,
    body: tracerWaveCreateSchema,
    response: tracerStudySchema,
    status: 201,
  }),
  stats: defineOperation({
    method: 'GET',
    path: '/v1/admin/tracer-studies/:id/stats',
    tags: adminTags,
    summary:
      'Response figures per wave by institution, programme, sex or state; by channel; responses per day',
    params: tracerStudyParamsSchema,
    query: tracerStatsQuerySchema,
    response: tracerStatsSchema,
  }),
  sweep: defineOperation({
    method: 'POST',
    path: '/v1/admin/tracer-sweep',
    tags: adminTags,
    summary:
      'Run the tracer sweep now (it runs every minute by itself): make the cases of open waves and queue the contacts due',
    response: z.null(),
  }),
  bounce: defineOperation({
    method: 'POST',
    path: '/v1/admin/tracer-contacts/:id/bounce',
    tags: adminTags,
    summary: 'Record a bounce the mail provider reported for a sent invitation or reminder',
    params: z.object({ id: idSchema }),
    body: z.object({ reason: z.string().trim().min(1).max(200) }).strict(),
    response: z.null(),
  }),
};

const institutionTags = ['institutions: tracer'] as const;

/** Institutions and the tracer: the studies covering them, their graduates' figures, their bounced contacts. */
export const institutionTracerOperations = {
  studies: defineOperation({
    method: 'GET',
    path: '/v1/institution/tracer-studies',
    tags: institutionTags,
    summary: 'The tracer studies that cover the calling institution, newest first, with their waves',
    query: pageQuerySchema(20),
    response: pagedSchema(institutionTracerStudySchema),
  }),
  stats: defineOperation({
    method: 'GET',
    path: '/v1/institution/tracer-studies/:id/stats',
    tags: institutionTags,
    summary:
      "Response figures of a study for the calling institution's graduates, and their bounced contacts",
    params: tracerStudyParamsSchema,
    query: tracerStatsQuerySchema,
    response: tracerStatsSchema,
  }),
  bounced: defineOperation({
    method: 'GET',
    path: '/v1/institution/tracer-studies/:id/bounced',
    tags: institutionTags,
    summary: "The calling institution's graduates whose tracer messages bounced, to correct on the roll",
    params: z.object({ id: idSchema }),
    query: pageQuerySchema(20),
    response: pagedSchema(tracerBouncedSchema),
  }),
};

const linkTags = ['tracer: answer by link'] as const;

/** Answering by link (public): the token is the only key; the server limits these per IP before any work. */
export const tracerLinkOperations = {
  form: defineOperation({
    method: 'GET',
    path: '/v1/tracer/answer/:token',
    tags: linkTags,
    summary: "The questionnaire of the link's case, with the privacy notice and the answers given so far",
    params: tracerTokenParamsSchema,
    response: tracerAnswerFormSchema,
  }),
  answer: defineOperation({
    method: 'POST',
    path: '/v1/tracer/answer/:token',
    tags: linkTags,
    summary: 'Save answers (final: true sends them; the link then stops working)',
    params: tracerTokenParamsSchema,
    body: tracerAnswersSchema,
    response: tracerAnswerResultSchema,
  }),
  optOut: defineOperation({
    method: 'POST',
    path: '/v1/tracer/opt-out/:token',
    tags: linkTags,
    summary: 'Stop every tracer message to the graduate the link was sent to (replaying it changes nothing)',
    params: tracerTokenParamsSchema,
    response: z.null(),
  }),
  baselineForm: defineOperation({
    method: 'GET',
    path: '/v1/tracer/answer/:token/baseline',
    tags: linkTags,
    summary: "The baseline wave's contact details (masked) and the consents that can be given",
    params: tracerTokenParamsSchema,
    response: tracerBaselineFormSchema,
  }),
  baseline: defineOperation({
    method: 'POST',
    path: '/v1/tracer/answer/:token/baseline',
    tags: linkTags,
    summary:
      'Confirm contact details, answer the consents to the optional extras, give an alternative contact',
    params: tracerTokenParamsSchema,
    body: tracerBaselineSchema,
    /** Whether the consents were recorded (no privacy notice published: they were not). */
    response: z.object({ consent_recorded: z.boolean() }),
  }),
};

const meTags = ['me: privacy'] as const;

/** The objection to tracer contacts (issue 25), from Settings: the caller's own account only. */
export const tracerObjectionOperations = {
  read: defineOperation({
    method: 'GET',
    path: '/v1/me/tracer-objection',
    tags: meTags,
    summary: 'Whether you objected to tracer contacts',
    response: tracerObjectionSchema,
  }),
  object: defineOperation({
    method: 'POST',
    path: '/v1/me/tracer-objection',
    tags: meTags,
    summary: 'Object to tracer contacts: no study contacts you again, even from a re-uploaded roll',
    response: tracerObjectionSchema,
  }),
  withdraw: defineOperation({
    method: 'DELETE',
    path: '/v1/me/tracer-objection',
    tags: meTags,
    summary: 'Withdraw your objection from Settings',
    response: tracerObjectionSchema,
  }),
};
