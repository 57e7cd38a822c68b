import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { DEMO_PASSWORD } from '../support/accounts';

/** The smallest file the server accepts as a PDF (checked by content). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');

/** Signs the demo graduate in through the API and uploads a resume, so the employer has one to open. */
export async function uploadDemoResume(): Promise<void> {
  const base = `${inject('baseUrl')}/api/v1`;
  const login = await fetch(`${base}/auth/graduates/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'graduate@demo.tvet.ng', password: DEMO_PASSWORD }),
  });
  if (!login.ok) throw new Error(`graduate sign-in: ${login.status} ${await login.text()}`);
  const { payload } = (await login.json()) as { payload: { key: string; user: { _id: string } } };
  const upload = await fetch(`${base}/graduates/${payload.user._id}/documents/`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${payload.key}` },
    body: JSON.stringify({
      document_type: 'resume',
      document: {
        data: PDF.toString('base64'),
        title: 'cv.pdf',
        mimetype: 'application/pdf',
        size: PDF.length,
      },
    }),
  });
  if (!upload.ok) throw new Error(`resume upload: ${upload.status} ${await upload.text()}`);
}

export interface NewJob {
  title: string;
  field: string;
  salary: string;
  description: string;
  location: string;
  state: string;
  responsibilities: string;
  overview: string;
}

/** Creates a job through the four steps of "Create Job Posting", checking Next waits for each step's fields. */
export async function createJobThroughSteps(page: Page, job: NewJob): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Create Job Posting' });
  await dialog.waitFor();
  const next = dialog.getByRole('button', { name: 'Next' });

  await dialog.getByLabel(/^Job title/).fill(job.title);
  await dialog.getByLabel(/^Field required/).fill(job.field);
  await dialog.getByLabel(/^Job type/).selectOption('full-time');
  if (await next.isEnabled()) throw new Error('Next is enabled before the salary is filled');
  await dialog.getByLabel(/^Salary per month/).fill(job.salary);
  await next.click();

  await dialog.getByRole('heading', { name: 'Job description and location' }).waitFor();
  if (await next.isEnabled()) throw new Error('Next is enabled before the description is filled');
  await dialog.getByLabel(/^Job description/).fill(job.description);
  await dialog.getByLabel(/^Location/).fill(job.location);
  await dialog.getByLabel(/^State/).selectOption(job.state);
  await next.click();

  await dialog.getByRole('heading', { name: 'Responsibilities' }).waitFor();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await dialog.getByRole('heading', { name: 'Job description and location' }).waitFor();
  await next.click();
  await dialog.getByLabel(/^Responsibilities/).fill(job.responsibilities);
  await next.click();

  await dialog.getByRole('heading', { name: 'Company overview' }).waitFor();
  await dialog.getByLabel(/^Company overview/).fill(job.overview);
  await dialog.getByRole('button', { name: 'Finsh' }).click();
}
