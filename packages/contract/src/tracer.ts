import { z } from 'zod';
import { idSchema, pageQuerySchema } from './api';

/*
 * Tracer waves (issue 26): a study follows the graduation rolls as a panel. A study has a published survey, the
 * cohorts (graduation years) and institutions it covers, a reminder ladder, a daily sending cap and a spending cap
 * per institution; each wave is a cohort asked at an offset (0, 12, 36, 60 months) after its graduation date; each
 * graduate on the roll is one case per wave, with an AAPOR disposition.
 */

/** AAPOR standard definitions, in the words the console shows. */
export const TRACER_DISPOSITIONS = [
  'not_contacted',
  'contacted',
  'undeliverable',
  'no_response',
  'partial',
  'complete',
  'refused',
  'opted_out',
  'ineligible',
] as const;
export type TracerDisposition = (typeof TRACER_DISPOSITIONS)[number];

/** Channels as data: e-mail is sent now; sms and whatsapp wait for the messaging gateway; phone is a hand-over. */
export const TRACER_CHANNELS = ['email', 'sms', 'whatsapp', 'phone'] as const;
export type TracerChannel = (typeof TRACER_CHANNELS)[number];

export const TRACER_TEMPLATES = ['invitation', 'reminder', 'phone_follow_up'] as const;
export type TracerTemplate = (typeof TRACER_TEMPLATES)[number];

/** How an answer reached us. */
export const TRACER_MODES = ['web', 'sms', 'ussd', 'whatsapp', 'phone'] as const;
export type TracerMode = (typeof TRACER_MODES)[number];

export const TRACER_CONTACT_STATUSES = [
  'queued',
  'sent',
  'delivered',
  'bounced',
  'not_sent',
  'cancelled',
  'handed_over',
  // A text or WhatsApp message the network did not deliver, or refused for the do-not-disturb list (issue 27).
  'failed',
  'rejected_dnd',
] as const;
export type TracerContactStatus = (typeof TRACER_CONTACT_STATUSES)[number];

/** Months after the graduation date of the default waves: the baseline at graduation, then 1, 3 and 5 years. */
export const TRACER_DEFAULT_OFFSETS = [0, 12, 36, 60] as const;
export const TRACER_DEFAULT_WINDOW_WEEKS = 8;
/** The graduation date of a cohort when the study names none: the roll holds only the year. */
export const TRACER_DEFAULT_GRADUATION_DAY = '07-31';

export const tracerLadderStepSchema = z.object({
  day: z.number({ error: 'day must be a number' }).int('day must be a whole number').min(0).max(365),
  channel: z.enum(TRACER_CHANNELS, {
    error: `Each ladder step needs a channel: one of ${TRACER_CHANNELS.join(', ')}`,
  }),
  template: z.enum(TRACER_TEMPLATES, { error: `template must be one of ${TRACER_TEMPLATES.join(', ')}` }),
});
export type TracerLadderStep = z.infer<typeof tracerLadderStepSchema>;

/** Day 0 e-mail, reminders on days 3, 7 and 14, phone follow-up on day 21. */
export const TRACER_DEFAULT_LADDER: TracerLadderStep[] = [
  { day: 0, channel: 'email', template: 'invitation' },
  { day: 0, channel: 'sms', template: 'invitation' },
  { day: 3, channel: 'email', template: 'reminder' },
  { day: 7, channel: 'email', template: 'reminder' },
  { day: 14, channel: 'email', template: 'reminder' },
  { day: 21, channel: 'phone', template: 'phone_follow_up' },
];

/** What one message costs, in kobo, per channel (the spending cap counts these). */
export const TRACER_DEFAULT_COSTS: Record<TracerChannel, number> = {
  email: 0,
  sms: 400,
  whatsapp: 200,
  phone: 0,
};

const ladderSchema = z
  .array(tracerLadderStepSchema)
  .min(1, 'The ladder needs at least one step')
  .max(12, 'A ladder has at most 12 steps')
  .refine((steps) => steps.every((step, i) => i === 0 || step.day >= (steps[i - 1]?.day ?? 0)), {
    message: 'Ladder steps must be in order of their day',
  });

const cohortYear = z.number().int().min(1990, 'cohort years start at 1990').max(2100);

export const tracerStudyCreateSchema = z
  .object({
    title: z.string().trim().min(3, 'title needs at least 3 characters').max(160),
    survey_id: idSchema,
    cohorts: z.array(cohortYear).min(1, 'Name at least one cohort (graduation year)').max(20),
    /** Empty: every institution. */
    institution_ids: z.array(idSchema).max(500).default([]),
    ladder: ladderSchema.default(TRACER_DEFAULT_LADDER),
    daily_cap: z.number().int().min(1).max(1_000_000).default(5_000),
    /** Kobo per institution over the study; null: no cap. */
    spending_cap: z.number().int().min(0).nullable().default(null),
    costs: z
      .object({
        email: z.number().int().min(0),
        sms: z.number().int().min(0),
        whatsapp: z.number().int().min(0),
        phone: z.number().int().min(0),
      })
      .default(TRACER_DEFAULT_COSTS),
    /** MM-DD: the date in the cohort's year from which waves are counted. */
    graduation_day: z
      .string()
      .regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'graduation_day must look like 07-31')
      .default(TRACER_DEFAULT_GRADUATION_DAY),
    offsets: z
      .array(z.number().int().min(0).max(120))
      .max(8)
      .default([...TRACER_DEFAULT_OFFSETS]),
    window_weeks: z.number().int().min(1).max(52).default(TRACER_DEFAULT_WINDOW_WEEKS),
  })
  .strict();
export type TracerStudyCreate = z.input<typeof tracerStudyCreateSchema>;

export const tracerStudyUpdateSchema = z
  .object({
    title: z.string().trim().min(3).max(160).optional(),
    ladder: ladderSchema.optional(),
    daily_cap: z.number().int().min(1).max(1_000_000).optional(),
    spending_cap: z.number().int().min(0).nullable().optional(),
  })
  .strict();

export const tracerWaveCreateSchema = z
  .object({
    cohort: cohortYear,
    offset_months: z.number().int().min(0).max(120),
    opens_at: z.coerce.date({ error: 'opens_at must be a date like 2026-09-01' }),
    closes_at: z.coerce.date({ error: 'closes_at must be a date like 2026-10-31' }),
  })
  .strict()
  .refine((wave) => wave.closes_at > wave.opens_at, {
    message: "The wave's window ends before it starts: closes_at must be after opens_at",
    path: ['closes_at'],
  });

export const tracerStudyParamsSchema = z.object({ id: idSchema });
export const tracerStudyListQuerySchema = pageQuerySchema(20);

/**
 * AAPOR RR1 = I / ((I + P) + (R + NC + O) + (UH + UO)) and RR2 = (I + P) / (the same): every case of the frame
 * except those found ineligible, unknown eligibility counted in (the most cautious rates).
 */
export const RR_FORMULAS = {
  rr1: 'RR1 = complete ÷ (frame − ineligible)',
  rr2: 'RR2 = (complete + partial) ÷ (frame − ineligible)',
} as const;

export const tracerCountsSchema = z.object({
  frame: z.number().int(),
  contacted: z.number().int(),
  reached: z.number().int(),
  responded: z.number().int(),
  complete: z.number().int(),
  partial: z.number().int(),
  opted_out: z.number().int(),
  refused: z.number().int(),
  undeliverable: z.number().int(),
  rr1: z.number(),
  rr2: z.number(),
});
export type TracerCounts = z.infer<typeof tracerCountsSchema>;

export const tracerWaveSchema = tracerCountsSchema.extend({
  _id: z.string(),
  cohort: z.number().int(),
  offset_months: z.number().int(),
  opens_at: z.string(),
  closes_at: z.string(),
  state: z.enum(['not_yet_due', 'open', 'closed']),
});
export type TracerWave = z.infer<typeof tracerWaveSchema>;

export const tracerStudySchema = z.object({
  _id: z.string(),
  title: z.string(),
  survey_id: z.string(),
  cohorts: z.array(z.number().int()),
  institution_ids: z.array(z.string()),
  ladder: z.array(tracerLadderStepSchema),
  daily_cap: z.number().int(),
  spending_cap: z.number().int().nullable(),
  waves: z.array(tracerWaveSchema),
  createdAt: z.string(),
});
export type TracerStudy = z.infer<typeof tracerStudySchema>;

export const TRACER_GROUPS = ['institution', 'programme', 'sex', 'state'] as const;
export const tracerStatsQuerySchema = z.object({
  by: z
    .enum(TRACER_GROUPS, { error: `by must be one of ${TRACER_GROUPS.join(', ')}` })
    .default('institution'),
});
export const tracerStatsSchema = z.object({
  rr: z.object({ rr1: z.string(), rr2: z.string() }),
  waves: z.array(
    z.object({
      wave_id: z.string(),
      groups: z.array(tracerCountsSchema.extend({ key: z.string(), label: z.string() })),
      channels: z.array(z.object({ channel: z.string(), status: z.string(), count: z.number().int() })),
      per_day: z.array(z.object({ day: z.string(), responses: z.number().int() })),
      /**
       * Answered cases by the mode the answers came in (web, sms, ussd, whatsapp, phone), complete and partial, and
       * how many of them skipped questions their channel could not ask (issue 27).
       */
      modes: z.array(
        z.object({
          mode: z.string(),
          complete: z.number().int(),
          partial: z.number().int(),
          skipped: z.number().int(),
        }),
      ),
      /**
       * Early (answered within 7 days of the invitation) against late respondents, on each outcome indicator the
       * questionnaire feeds: a standard check for non-response bias (late respondents resemble non-respondents).
       */
      early_late: z.array(
        z.object({
          indicator: z.string(),
          code: z.string(),
          early: z.number().int(),
          late: z.number().int(),
        }),
      ),
    }),
  ),
  bounced: z.array(z.object({ roll_entry_id: z.string(), name: z.string(), matric_number: z.string() })),
});
export type TracerStats = z.infer<typeof tracerStatsSchema>;
/** Days after the invitation within which a respondent counts as early. */
export const TRACER_EARLY_DAYS = 7;

// ---- answering by link

export const tracerTokenParamsSchema = z.object({
  token: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,64}$/, 'This link is not complete: open it again from the message'),
});

export const tracerAnswerFormSchema = z.object({
  study_title: z.string(),
  wave: z.object({ cohort: z.number().int(), offset_months: z.number().int() }),
  notice: z.object({ href: z.string(), version: z.string().nullable() }),
  survey: z.object({
    _id: z.string(),
    title: z.string(),
    text: z.string(),
    sections: z.array(
      z.object({
        _id: z.string(),
        title: z.string(),
        questions: z.array(
          z.object({
            _id: z.string(),
            text: z.string(),
            type: z.string(),
            required: z.boolean(),
            options: z.array(z.object({ _id: z.string(), text: z.string() })),
          }),
        ),
      }),
    ),
  }),
  answered: z.array(
    z.object({ question_id: z.string(), text: z.string().nullable(), optionId: z.string().nullable() }),
  ),
});
export type TracerAnswerForm = z.infer<typeof tracerAnswerFormSchema>;

export const tracerAnswersSchema = z
  .object({
    answers: z
      .array(
        z
          .object({
            question_id: idSchema,
            text: z.string().max(2000).nullable().default(null),
            optionId: z.string().max(64).nullable().default(null),
          })
          .strict(),
      )
      .min(1, 'Answer at least one question')
      .max(200),
    /** true: the respondent pressed Send (the case is complete when every required question is answered). */
    final: z.boolean().default(false),
    language: z.enum(['en', 'ha', 'yo', 'ig', 'pcm']).default('en'),
  })
  .strict();
export type TracerAnswers = z.input<typeof tracerAnswersSchema>;

export const tracerAnswerResultSchema = z.object({ disposition: z.enum(TRACER_DISPOSITIONS) });

export const TRACER_MESSAGES = {
  studiesLoaded: 'Tracer studies loaded',
  studyLoaded: 'Tracer study loaded',
  studyCreated: 'Tracer study created with its waves',
  studyUpdated: 'Tracer study updated',
  waveCreated: 'Wave added',
  statsLoaded: 'Response figures loaded',
  studyNotFound: 'No tracer study with this id: it may have been deleted',
  surveyNotPublished: 'This survey is not published: publish it before a tracer study asks it',
  surveyNotFound: 'No survey with this id: pick a published survey',
  waveExists: 'This study already has a wave for that cohort and offset',
  institutionUnknown: 'One of the institutions does not exist: pick institutions from the list',
  formLoaded: 'Your questionnaire',
  answersSaved: 'Your answers are saved. Thank you!',
  answersComplete: 'Thank you! Your answers are complete.',
  linkUnknown: 'This link is not valid: open the newest message we sent you, or ask for a new link',
  linkExpired: 'This link has expired: the survey wave is closed. Thank you for your time',
  linkUsed: 'This link has been used already: your answers are in. Thank you!',
  caseClosed: 'You are not being surveyed any more: you opted out or the survey is closed for you',
  questionNotInSurvey: 'One of the answers is for a question that is not in this questionnaire',
  optedOut: 'You will not be contacted again for this study. Thank you.',
  alreadyOptedOut: 'You had already opted out: nobody will contact you for this study.',
  objectionRecorded: 'Objection recorded: no tracer study will contact you again',
  objectionWithdrawn: 'Objection withdrawn: tracer studies may contact you again',
  objectionLoaded: 'Your objection to tracer contacts',
  noObjection: 'You had not objected: nothing to withdraw',
} as const;

export const tracerObjectionSchema = z.object({ objected: z.boolean(), since: z.string().nullable() });
