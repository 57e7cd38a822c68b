import { USER_TYPES } from '@tvet/contract';
import { isValidElement } from 'react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { jobRoutes } from './routes';

const rolesWithPage = (path: keyof typeof jobRoutes) =>
  USER_TYPES.filter((role) => isValidElement(jobRoutes[path]?.(role)));

describe('jobRoutes', () => {
  it('gives /job-post to graduates, employers and mentors', () => {
    expect(rolesWithPage(paths.jobPost)).toEqual(['graduate', 'employer', 'mentor']);
  });

  it('gives the applicant page to employers and applied jobs to graduates', () => {
    expect(rolesWithPage(paths.applicant)).toEqual(['employer']);
    expect(rolesWithPage(paths.appliedJobs)).toEqual(['graduate']);
  });

  it('takes /overview for employers only (the graduate dashboard is composed elsewhere)', () => {
    expect(rolesWithPage(paths.overview)).toEqual(['employer']);
  });
});
