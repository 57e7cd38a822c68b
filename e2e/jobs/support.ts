import type { Page } from 'playwright-core';
import { eventually } from '../support/eventually';

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
  // Next waits for each step's required fields.
  await eventually(() => next.isEnabled()).toBe(false);
  await dialog.getByLabel(/^Salary per month/).fill(job.salary);
  await next.click();

  await dialog.getByRole('heading', { name: 'Job description and location' }).waitFor();
  await eventually(() => next.isEnabled()).toBe(false);
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
