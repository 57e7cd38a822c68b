import type { graduates, users } from '../../db/schema';
import { fileOut } from '../profiles/profiles.serialize';
import type { applications, jobs } from './jobs.table';

type JobRow = typeof jobs.$inferSelect;

export function jobOut(job: JobRow, extra: { applicantCount?: number; hasApplied?: boolean } = {}) {
  return {
    _id: job.id,
    title: job.title,
    text: job.text,
    address: job.address,
    state: job.state,
    salary: job.salary,
    currency: job.currency as 'NGN' | 'USD',
    experience_years_required: job.experienceYearsRequired,
    field_required: job.fieldRequired,
    job_type: job.jobType as 'full-time' | 'part-time',
    responsibility: job.responsibility,
    company_overview: job.companyOverview,
    created_by: job.employerId,
    company_name: job.companyName,
    status: job.status as 'open' | 'closed',
    createdAt: job.createdAt.toISOString(),
    ...(extra.applicantCount === undefined ? {} : { applicant_count: extra.applicantCount }),
    ...(extra.hasApplied === undefined ? {} : { has_applied: extra.hasApplied }),
  };
}

export function applicantOut(
  application: typeof applications.$inferSelect,
  graduate: typeof graduates.$inferSelect,
  user: typeof users.$inferSelect,
) {
  return {
    _id: application.id,
    job_posting_id: application.jobId ?? '',
    createdAt: application.createdAt.toISOString(),
    graduate_id: {
      _id: graduate.id,
      user_id: {
        _id: user.id,
        name: user.name,
        email: user.email,
        phone: user.phone,
        address: user.address,
        avatar: fileOut(user.avatar),
      },
      gender: graduate.gender,
      state: graduate.state,
      skills_acquired: graduate.skillsAcquired ?? [],
      resume_id: fileOut(graduate.resume),
    },
  };
}
