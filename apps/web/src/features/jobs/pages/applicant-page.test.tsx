import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { JOB_MESSAGES } from '@tvet/contract';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession } from '@/lib/session';
import { signInAs, testQueryClient } from '@/test/render';
import { envelope, serve } from '@/test/serve';
import { aJob, anApplicant } from '../test/fixtures';
import { ApplicantPage } from './applicant-page';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [{ path: '/job-post/applicant/:applicant_id', element: <ApplicantPage /> }],
    {
      initialEntries: [path],
    },
  );
  render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(clearSession);

describe('/job-post/applicant/{applicant_id} (spec 001 §2 "Applicant detail")', () => {
  it('opens the applicant from the job named by ?job=', async () => {
    signInAs('employer');
    serve({
      'GET /jobs/job-1/applications/application-1': () =>
        envelope(200, JOB_MESSAGES.applicationsLoaded, anApplicant()),
      'GET /jobs/job-1': () => envelope(200, JOB_MESSAGES.loaded, aJob({ title: 'Solar Technician' })),
    });
    renderAt('/job-post/applicant/application-1?job=job-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Amina Bello' })).toBeTruthy();
    expect(await screen.findByText(/Applied for Solar Technician/)).toBeTruthy();
  });

  // Issue 22.10: the spec's path has no ?job=; the applicant is found among the employer's own jobs.
  it('opens the applicant without ?job=, and names the job applied for', async () => {
    signInAs('employer', 'employer-9');
    const server = serve({
      'GET /employers/employer-9/applicants/application-1': () =>
        envelope(200, JOB_MESSAGES.applicationsLoaded, anApplicant()),
      'GET /jobs/job-1': () => envelope(200, JOB_MESSAGES.loaded, aJob({ title: 'Solar Technician' })),
    });
    renderAt('/job-post/applicant/application-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Amina Bello' })).toBeTruthy();
    expect(await screen.findByText(/Applied for Solar Technician/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(server.requestsTo('GET /employers/employer-9/applicants/application-1')).toHaveLength(1);
  });

  it("shows the server's msg when the applicant is not one of yours", async () => {
    signInAs('employer', 'employer-9');
    serve({
      'GET /employers/employer-9/applicants/application-1': () =>
        envelope(404, JOB_MESSAGES.applicationNotFound),
    });
    renderAt('/job-post/applicant/application-1');
    expect(await screen.findByText(JOB_MESSAGES.applicationNotFound)).toBeTruthy();
  });
});
