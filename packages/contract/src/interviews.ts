import { z } from 'zod';
import { idSchema } from './api';
import { LANGUAGES } from './languages';
import { CLIENT_ID_PATTERN } from './messaging/limits';
import { TRACER_DISPOSITIONS, tracerAnswerFormSchema, tracerAnswersSchema } from './tracer';

/*
 * Phone follow-up (issue 28): an institution names interviewers among its staff, shares the cases the reminder
 * ladder handed over to phone follow-up among them, and each interviewer works a call list, records each call's
 * outcome and enters the answers the graduate gives on the phone (mode 'phone').
 *
 *   GET    /v1/institution/interviewers                 institution: its staff, interviewers marked
 *   POST   /v1/institution/interviewers                 institution: name one of its staff
 *   DELETE /v1/institution/interviewers/{accountId}     institution: remove (access ends at once)
 *   GET    /v1/institution/follow-up                    institution: open waves with handed-over cases
 *   POST   /v1/institution/follow-up/assign             institution: share cases among interviewers
 *   GET    /v1/institution/follow-up/stats              institution: calls, outcomes, response rate gained
 *   GET    /v1/admin/follow-up/stats?institution_id     admin: the same, any or every institution
 *   GET    /v1/calls                                    staff interviewer: own call list
 *   GET    /v1/calls/{caseId}                           staff interviewer: one case, the questionnaire
 *   POST   /v1/calls/{caseId}/outcome                   staff interviewer: record one call
 *   POST   /v1/calls/{caseId}/answers                   staff interviewer: answers given on the phone
 */

/** What a call came to. */
export const CALL_OUTCOMES = [
  'answered',
  'no_answer',
  'busy',
  'wrong_number',
  'call_back',
  'refused',
  'ineligible',
] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

export const SHARE_BY = ['evenly', 'programme', 'cohort'] as const;
export type ShareBy = (typeof SHARE_BY)[number];

export const INTERVIEW_MESSAGES = {
  interviewersLoaded: 'Staff and interviewers loaded',
  interviewerAdded: 'Interviewer named successfully',
  interviewerRemoved:
    'Interviewer removed successfully: their call list is closed and their open cases are unassigned',
  notYourStaff: 'No staff member of your institution with this id: pick one from your staff list',
  notInterviewer: 'This staff member is not an interviewer of your institution',
  followUpLoaded: 'Waves with cases for phone follow-up loaded',
  assigned: 'Cases shared among the interviewers successfully',
  noInterviewers: 'Pick at least one interviewer to share the cases among',
  waveNotOpen:
    'This wave is not open or has no cases of your institution handed over to phone follow-up: pick one from the list',
  caseNotYours:
    'One or more of these cases are not of your institution or not handed over to phone follow-up: nothing was assigned',
  callsLoaded: 'Call list loaded',
  caseLoaded: 'Case loaded',
  notOnYourList:
    'This case is not on your call list: it may have been given to another interviewer, or you are no longer an interviewer',
  onlyInterviewers:
    'Only interviewers named by your institution have a call list: ask your institution to name you',
  callRecorded: 'Call recorded successfully',
  callAlreadyRecorded:
    'Another call was recorded on this case at the same moment: reload the case and record again if needed',
  caseClosed: 'This case is closed (complete, refused, opted out or ineligible): no more calls or answers',
  waveClosed: "This case's wave is closed: no more calls or answers",
  callbackNeeded: 'Give the date and time to call back',
  callbackInPast: 'The call-back time must be in the future and before the wave closes',
  reasonNeeded: 'Give the reason the graduate is not eligible',
  answersSaved: 'Answers saved successfully',
  answersComplete: 'Interview complete, answers saved successfully: thank the graduate',
  statsLoaded: 'Phone follow-up figures loaded',
} as const;

// ---- the institution

export const interviewerSchema = z.object({
  account_id: z.string(),
  name: z.string(),
  email: z.string(),
  is_interviewer: z.boolean(),
  /** Cases assigned and still open. */
  open_cases: z.number().int(),
});
export type Interviewer = z.infer<typeof interviewerSchema>;

export const interviewerCreateSchema = z.object({ account_id: idSchema }).strict();
export const interviewerParamsSchema = z.object({ accountId: idSchema });

export const followUpWaveSchema = z.object({
  wave_id: z.string(),
  study_title: z.string(),
  cohort: z.number().int(),
  offset_months: z.number().int(),
  closes_at: z.string(),
  handed_over: z.number().int(),
  unassigned: z.number().int(),
  assigned: z.array(z.object({ account_id: z.string(), name: z.string(), cases: z.number().int() })),
});
export type FollowUpWave = z.infer<typeof followUpWaveSchema>;

export const followUpAssignSchema = z
  .object({
    wave_ids: z.array(idSchema).min(1, 'Pick at least one open wave').max(20),
    interviewers: z.array(idSchema).min(1, INTERVIEW_MESSAGES.noInterviewers).max(200),
    by: z.enum(SHARE_BY, { error: `by must be one of ${SHARE_BY.join(', ')}` }).default('evenly'),
    /** Only these cases (any already assigned are given again); none: every unassigned handed-over case. */
    case_ids: z.array(idSchema).max(5000).optional(),
  })
  .strict();
export type FollowUpAssign = z.input<typeof followUpAssignSchema>;
export const followUpAssignResultSchema = z.object({
  assigned: z.array(z.object({ account_id: z.string(), cases: z.number().int() })),
  total: z.number().int(),
});

export const followUpStatsQuerySchema = z.object({ institution_id: idSchema.optional() });
export const followUpStatsSchema = z.object({
  per_day: z.array(
    z.object({
      account_id: z.string().nullable(),
      name: z.string(),
      day: z.string(),
      calls: z.number().int(),
    }),
  ),
  outcomes: z.array(z.object({ outcome: z.enum(CALL_OUTCOMES), count: z.number().int() })),
  completed_interviews: z.number().int(),
  /** Over every case of open and closed waves of the institution(s): eligible cases (the denominator of RR1). */
  eligible: z.number().int(),
  complete: z.number().int(),
  complete_by_phone: z.number().int(),
  /** RR1 with every mode, and the part of it the phone interviews gave (fractions 0-1). */
  rr1: z.number(),
  rr1_gained_by_phone: z.number(),
});
export type FollowUpStats = z.infer<typeof followUpStatsSchema>;

// ---- the interviewer

export const callAttemptSchema = z.object({
  outcome: z.enum(CALL_OUTCOMES),
  reason: z.string().nullable(),
  callback_at: z.string().nullable(),
  createdAt: z.string(),
});

export const callCaseSchema = z.object({
  case_id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  programme: z.string(),
  cohort: z.number().int(),
  study_title: z.string(),
  disposition: z.enum(TRACER_DISPOSITIONS),
  best_time: z.string().nullable(),
  callback_at: z.string().nullable(),
  /** Calls recorded so far: the next outcome is recorded against this number (two at once: one wins). */
  attempts: z.number().int(),
  last_attempts: z.array(callAttemptSchema),
});
export type CallCase = z.infer<typeof callCaseSchema>;

export const callListSchema = z.object({ docs: z.array(callCaseSchema), totalDocs: z.number().int() });

export const callCaseParamsSchema = z.object({ caseId: idSchema });
/** The language the interview is held in: the questionnaire in its approved translation (English text by text). */
export const callCaseQuerySchema = z.object({
  language: z.enum(LANGUAGES, { error: `language must be one of ${LANGUAGES.join(', ')}` }).default('en'),
});

export const callCaseDetailSchema = callCaseSchema.extend({
  questionnaire: tracerAnswerFormSchema.shape.survey,
  answered: tracerAnswerFormSchema.shape.answered,
});
export type CallCaseDetail = z.infer<typeof callCaseDetailSchema>;

export const callOutcomeSchema = z
  .object({
    outcome: z.enum(CALL_OUTCOMES, { error: `outcome must be one of ${CALL_OUTCOMES.join(', ')}` }),
    /** The number of calls recorded when the interviewer opened the case (`attempts`). */
    attempt: z.number().int().min(0),
    callback_at: z.coerce.date({ error: 'callback_at must be a date and time' }).optional(),
    reason: z.string().trim().max(300).optional(),
    best_time: z.string().trim().max(120).optional(),
    /**
     * The call's key, made by the interviewer's page once per call and kept across a reload (issue 28): the same
     * key again answers the call already recorded instead of recording a second one.
     */
    client_id: z
      .string()
      .regex(CLIENT_ID_PATTERN, 'client_id must be 8 to 64 letters, digits, - or _ (a UUID)')
      .optional(),
  })
  .strict()
  .refine((value) => value.outcome !== 'call_back' || value.callback_at, {
    message: INTERVIEW_MESSAGES.callbackNeeded,
    path: ['callback_at'],
  })
  .refine((value) => value.outcome !== 'ineligible' || (value.reason && value.reason.length > 0), {
    message: INTERVIEW_MESSAGES.reasonNeeded,
    path: ['reason'],
  });
export type CallOutcomeInput = z.input<typeof callOutcomeSchema>;

export const callOutcomeResultSchema = z.object({
  disposition: z.enum(TRACER_DISPOSITIONS),
  attempts: z.number().int(),
});

export const callAnswersSchema = tracerAnswersSchema;
export type CallAnswers = z.input<typeof callAnswersSchema>;
