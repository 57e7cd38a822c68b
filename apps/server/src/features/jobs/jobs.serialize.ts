import type { Applicant, Application, ApplyResult, Job } from '@tvet/contract';
import { fileOut } from '../../db/profiles.serialize';
import type { ApplicantRow, ApplicationRow, ShownJob } from './jobs.repository';

/**
 * Rows -> the contract's job shapes. The response schemas check them again on the way out, except on the feed and
 * the applied jobs (platform/unchecked-output.ts), whose tests parse their answers with the schema.
 */

export function jobOut(
  job: ShownJob,
  extra: { applicantCount?: number; hasApplied?: boolean; employerVerified?: boolean } = {},
): Job {
  return {
    _id: job.id,
    title: job.title,
    text: job.text,
    address: job.address,
    state: job.state as Job['state'],
    salary: job.salary,
    currency: job.currency as Job['currency'],
    experience_years_required: job.experienceYearsRequired,
    field_required: job.fieldRequired,
    job_type: job.jobType as Job['job_type'],
    responsibility: job.responsibility,
    company_overview: job.companyOverview,
    created_by: job.employerId,
    company_name: job.companyName,
    status: job.status as Job['status'],
    createdAt: job.createdAt.toISOString(),
    ...(extra.applicantCount === undefined ? {} : { applicant_count: extra.applicantCount }),
    ...(extra.hasApplied === undefined ? {} : { has_applied: extra.hasApplied }),
    ...(extra.employerVerified === undefined ? {} : { employer_verified: extra.employerVerified }),
    ...(job.suspendedAt ? { suspended: true } : {}),
  };
}

/** The applicant as an employer sees them: contact details, skills and resume; never NIN, birth date or keys. */
export function applicantOut({ application, graduate, user }: ApplicantRow): Applicant {
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

/** A graduate's application; once the employer deleted the job, it shows as removed with the title it had. */
export function applicationOut({
  application,
  job,
}: {
  application: Pick<ApplicationRow, 'id' | 'createdAt' | 'graduateId' | 'jobTitle' | 'companyName'>;
  job: ShownJob | null;
}): Application {
  return {
    _id: application.id,
    createdAt: application.createdAt.toISOString(),
    graduate_id: application.graduateId,
    job_posting_id: job ? jobOut(job) : null,
    removed: job === null,
    job_title: application.jobTitle,
    company_name: application.companyName,
  };
}

export function applyResultOut(application: ApplicationRow, jobId: string): ApplyResult {
  return {
    _id: application.id,
    job_posting_id: jobId,
    graduate_id: application.graduateId,
    createdAt: application.createdAt.toISOString(),
  };
}
