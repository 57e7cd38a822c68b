import { z } from 'zod';
import { pagedSchema } from '../api';
import { defineOperation } from '../operation';
import {
  activityKeyParamsSchema,
  breachListQuerySchema,
  breachNoticeStopSchema,
  breachSchema,
  consentStateSchema,
  createBreachSchema,
  createSubjectRequestSchema,
  giveConsentSchema,
  guardianConfirmSchema,
  privacyIdParamsSchema,
  privacyNoticeSchema,
  privacyOverviewSchema,
  processingActivitySchema,
  publishNoticeSchema,
  rollCorrectionSchema,
  subjectRequestCreatedSchema,
  subjectRequestListQuerySchema,
  subjectRequestSchema,
  updateActivitySchema,
  updateBreachSchema,
  updateSubjectRequestSchema,
} from '../privacy';
import { guardianRequestSchema } from '../privacy-guardian';

const tags = ['privacy'] as const;
const adminTags = ['admin: privacy'] as const;

/**
 * Privacy under the NDPA 2023 (issue 25): the public privacy page's data, a person's consents and their guardian's
 * confirmation, the links mailed or texted to people, and data subject requests.
 */
export const privacyOperations = {
  overview: defineOperation({
    method: 'GET',
    path: '/v1/privacy',
    tags,
    summary: 'The record of processing activities, the retention rules and the current privacy notice',
    response: privacyOverviewSchema,
  }),
  consents: defineOperation({
    method: 'GET',
    path: '/v1/me/consents',
    tags,
    summary: 'Your consents to the optional extras, whether they are offered to you, and their history',
    response: consentStateSchema,
  }),
  consent: defineOperation({
    method: 'POST',
    path: '/v1/me/consents',
    tags,
    summary:
      'Give (given: true) or withdraw (given: false) your consent to one optional extra: a new event each time (graduates; under 18 only after a guardian confirmed)',
    body: giveConsentSchema,
    response: consentStateSchema,
    status: 201,
  }),
  askGuardian: defineOperation({
    method: 'POST',
    path: '/v1/me/guardian',
    tags,
    summary:
      'A graduate under 18 names a guardian, who is e-mailed or sent a text message with a single-use link to confirm (NDPA s. 31)',
    body: guardianRequestSchema,
    response: consentStateSchema,
    status: 201,
  }),
  confirmGuardian: defineOperation({
    method: 'POST',
    path: '/v1/privacy/guardian/confirm',
    tags,
    summary: "The guardian's confirmation, from the link mailed or texted to them (single use, 7 days)",
    body: guardianConfirmSchema,
    response: z.null(),
  }),
  stopBreachNotices: defineOperation({
    method: 'POST',
    path: '/v1/privacy/breach-notices/stop',
    tags,
    summary: "Stop further notices of one breach, from the link in the notice (that person's only)",
    body: breachNoticeStopSchema,
    response: z.null(),
  }),
  submitRequest: defineOperation({
    method: 'POST',
    path: '/v1/privacy/requests',
    tags,
    summary:
      'A data subject request from anyone, account or not (access, correction, erasure, objection), answered within 30 days',
    body: createSubjectRequestSchema,
    response: subjectRequestCreatedSchema,
    status: 201,
  }),
  requestRollCorrection: defineOperation({
    method: 'POST',
    path: '/v1/me/roll-corrections',
    tags,
    summary:
      'Ask an institution you listed to correct your record on its graduation roll: mailed to it and logged as a request',
    body: rollCorrectionSchema,
    response: subjectRequestCreatedSchema,
    status: 201,
  }),
};

/**
 * The data protection officer's console (administrators): the record of processing activities, notice versions,
 * the breach register (NDPA s. 40) and data subject requests with their 30-day clock.
 */
export const privacyAdminOperations = {
  updateActivity: defineOperation({
    method: 'PATCH',
    path: '/v1/admin/privacy/activities/:key',
    tags: adminTags,
    summary: 'Edit one processing activity of the record (audit logged)',
    params: activityKeyParamsSchema,
    body: updateActivitySchema,
    response: processingActivitySchema,
  }),
  publishNotice: defineOperation({
    method: 'POST',
    path: '/v1/admin/privacy/notices',
    tags: adminTags,
    summary: 'Publish a new version of the privacy notice (audit logged)',
    body: publishNoticeSchema,
    response: privacyNoticeSchema,
    status: 201,
  }),
  breaches: defineOperation({
    method: 'GET',
    path: '/v1/admin/breaches',
    tags: adminTags,
    summary: 'The breach register, newest awareness first, with the 72-hour clock of each',
    query: breachListQuerySchema,
    response: pagedSchema(breachSchema),
  }),
  recordBreach: defineOperation({
    method: 'POST',
    path: '/v1/admin/breaches',
    tags: adminTags,
    summary: 'Record a breach (NDPA s. 40); affected_emails names the accounts to notify (audit logged)',
    body: createBreachSchema,
    response: breachSchema,
    status: 201,
  }),
  updateBreach: defineOperation({
    method: 'PATCH',
    path: '/v1/admin/breaches/:id',
    tags: adminTags,
    summary: 'Update a breach: when the Commission was told, whether people must be told… (audit logged)',
    params: privacyIdParamsSchema,
    body: updateBreachSchema,
    response: breachSchema,
  }),
  notifyAffected: defineOperation({
    method: 'POST',
    path: '/v1/admin/breaches/:id/notify',
    tags: adminTags,
    summary: 'Queue a mail to each affected account not yet notified (audit logged)',
    params: privacyIdParamsSchema,
    response: breachSchema,
  }),
  stopNotices: defineOperation({
    method: 'POST',
    path: '/v1/admin/breaches/:id/stop-notices',
    tags: adminTags,
    summary: 'Stop every further notice of this breach (audit logged)',
    params: privacyIdParamsSchema,
    response: breachSchema,
  }),
  requests: defineOperation({
    method: 'GET',
    path: '/v1/admin/privacy/requests',
    tags: adminTags,
    summary: 'Data subject requests, open work and the nearest 30-day due date first',
    query: subjectRequestListQuerySchema,
    response: pagedSchema(subjectRequestSchema),
  }),
  updateRequest: defineOperation({
    method: 'PATCH',
    path: '/v1/admin/privacy/requests/:id',
    tags: adminTags,
    summary: "Change a request's status (audit logged)",
    params: privacyIdParamsSchema,
    body: updateSubjectRequestSchema,
    response: subjectRequestSchema,
  }),
};
