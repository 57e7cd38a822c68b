import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../platform/deps';
import type { Feature } from '../../platform/feature';
import { accountRoutes } from './accounts/accounts.routes';
import { adminPersonalData } from './admin.personal-data';
import { createAdminService } from './admin.service';
import { administratorRoutes } from './administrators/administrators.routes';
import { auditRoutes } from './audit/audit.routes';
import { deadLetterRoutes } from './dead-letters/dead-letters.routes';
import { jobRoutes } from './jobs/jobs.routes';
import { reviewRoutes } from './reviews/reviews.routes';

/*
 * The administrators' console (issue 13): accounts, institution verification, employer vetting, job moderation
 * and graduates' job reports, administrators and their invitations, the audit log, the job runner's dead letters.
 * Each sub-slice's routes are its contract operations (packages/contract/src/operations/admin.ts), who may call
 * them (every /v1/admin route: administrators only), and one service call each. The support desk is in the
 * tickets feature; the accreditation queue is the programmes feature's (admins list every institution's
 * programmes and approve or deny them there); TOTP sign-in and "resend verification" are the accounts
 * feature's (accounts.admin.ts).
 */
const routes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const admin = createAdminService(deps);
  accountRoutes(app, admin);
  reviewRoutes(app, admin);
  jobRoutes(app, admin);
  administratorRoutes(app, admin);
  auditRoutes(app, deps);
  deadLetterRoutes(app, deps);
};

export const adminFeature: Feature = { name: 'admin', routes, personalData: adminPersonalData };
