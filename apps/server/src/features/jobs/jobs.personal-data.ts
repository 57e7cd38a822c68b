import { eq } from 'drizzle-orm';
import type { PersonalDataHolder } from '../../platform/personal-data';
import { applications, jobs } from './jobs.table';

/* A graduate's job applications; an employer's job posts. */
export const jobsPersonalData: PersonalDataHolder = {
  tables: ['applications', 'jobs'],

  async export(db, person) {
    const applied =
      person.role === 'graduate' && person.profileId
        ? await db
            .select({
              _id: applications.id,
              job_id: applications.jobId,
              job_title: applications.jobTitle,
              company_name: applications.companyName,
              applied_at: applications.createdAt,
            })
            .from(applications)
            .where(eq(applications.graduateId, person.profileId))
            .orderBy(applications.createdAt)
        : [];
    const posted =
      person.role === 'employer' && person.profileId
        ? await db
            .select({
              _id: jobs.id,
              title: jobs.title,
              company_name: jobs.companyName,
              state: jobs.state,
              address: jobs.address,
              salary: jobs.salary,
              currency: jobs.currency,
              job_type: jobs.jobType,
              status: jobs.status,
              posted_at: jobs.createdAt,
            })
            .from(jobs)
            .where(eq(jobs.employerId, person.profileId))
        : [];
    return { job_applications: applied, jobs_posted: posted };
  },

  async erase(tx, person) {
    if (person.role === 'graduate' && person.profileId)
      await tx.delete(applications).where(eq(applications.graduateId, person.profileId));
    if (person.role === 'employer' && person.profileId) {
      const closed = await tx
        .update(jobs)
        .set({ status: 'closed', address: null })
        .where(eq(jobs.employerId, person.profileId))
        .returning({ id: jobs.id });
      if (closed.length)
        return {
          kept: [
            'Your job posts, closed and without an address: the applicants\u2019 records of what they applied to point at them.',
          ],
        };
    }
    return { kept: [] };
  },
};
