import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { DEMO_PASSWORD } from '../support/accounts';
import { api, newAccount, postJob, uniqueTag, uploadResume } from '../support/api';
import { launchBrowser, newPage, screenshot } from '../support/browser';
import { eventually } from '../support/eventually';
import { signIn } from '../support/sign-in';
import { createJobThroughSteps, type NewJob } from './support';

/*
 * Each journey makes its own employer, graduate and job through the API, so none depends on another having run
 * first, and a list's counts ("Applied 1", "1 applicant") are this journey's alone.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const DESKTOP = { width: 1280, height: 800 };

/** The job's address as the employer's list links it: /job-post?job=<id>. */
const jobPath = (jobId: string) => `/job-post?job=${jobId}`;

/** An employer's job with one applicant who uploaded a resume; the applicant is named `applicantName`. */
async function jobWithApplicant(applicantName: string) {
  const employer = await newAccount('employer', 'jobemp');
  const graduate = await newAccount('graduate', 'jobgrad', { name: applicantName });
  await uploadResume(graduate);
  const job = await postJob(employer, `Bus electrician ${uniqueTag()}`);
  await api('POST', `/jobs/${job._id}/apply`, { graduate_id: graduate.profileId }, graduate.token);
  return { employer, graduate, job };
}

it('an employer on a phone creates a job through the four steps', async () => {
  const employer = await newAccount('employer', 'jobsteps');
  const job: NewJob = {
    title: `Auto electrician ${uniqueTag()}`,
    field: 'Electrical installation',
    salary: '150,000',
    description:
      'We repair the electrical systems of buses and trucks in our Ikeja workshop. You will diagnose faults, wire new harnesses and keep service records.',
    location: '14 Kudirat Abiola Way, Ikeja',
    state: 'Lagos',
    responsibilities: 'Diagnose electrical faults\nInstall wiring harnesses',
    overview: 'A fleet maintenance company serving Lagos transport operators.',
  };
  const { page, pageErrors } = await newPage(browser);
  await signIn(page, 'employer', employer.email, employer.password);
  await page.waitForURL('**/overview');
  await page.getByRole('heading', { level: 1, name: `Hello ${employer.username}` }).waitFor();
  // A brand-new account is welcomed, not welcomed back (issue 22.17).
  await page.getByText('Welcome', { exact: true }).waitFor();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Job posting' }).click();
  await page.waitForURL('**/job-post');
  await page.getByRole('heading', { name: 'No Job post yet' }).waitFor();
  await page.getByText('Create your first Job post').waitFor();
  await screenshot(page, 'jobs-01-employer-empty');

  await page.getByRole('button', { name: 'Create job posting' }).click();
  await createJobThroughSteps(page, job);
  const created = page.getByRole('dialog', { name: 'Job Created Successfully!' });
  await created.getByText("You've successfully created a job. Stay tuned for applicants").waitFor();
  await screenshot(page, 'jobs-02-job-created');
  await created.getByRole('button', { name: 'Dismiss' }).click();
  await eventually(() => page.getByRole('dialog').count()).toBe(0);

  // The new job opens; on a phone its detail replaces the list.
  const detail = page.getByRole('article', { name: job.title });
  await detail.getByText('₦150,000 / month').waitFor();
  await detail.getByText('No applicant yet').waitFor();
  await eventually(() => page.url()).toMatch(/\/job-post\?job=[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Back to jobs' }).click();
  await page.getByRole('list', { name: 'Your jobs' }).getByText(job.title).waitFor();
  expect(pageErrors).toEqual([]);
});

it('a graduate finds a job, applies, and sees it under applied jobs', async () => {
  const employer = await newAccount('employer', 'feedemp');
  const job = await postJob(employer, `Welder ${uniqueTag()}`);
  const graduate = await newAccount('graduate', 'feedgrad');
  const { page, pageErrors } = await newPage(browser);
  await signIn(page, 'graduate', graduate.email, graduate.password);
  await page.waitForURL('**/overview');
  await page.goto('/job-post');
  await page.getByLabel('Search jobs').fill(job.title);
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByLabel('State').selectOption('Lagos');
  await page.getByLabel('Job type').selectOption('full-time');
  const feed = page.getByRole('list', { name: 'Open jobs' });
  await feed.getByText(job.title).click();
  await page.getByRole('button', { name: 'Apply' }).click();
  const submitted = page.getByRole('dialog', { name: 'Application Submitted!' });
  await submitted.waitFor();
  await screenshot(page, 'jobs-03-application-submitted');
  await submitted.getByRole('button', { name: 'Dismiss' }).click();
  await page.getByText('You applied for this job').waitFor();

  await page.goto('/applied-jobs');
  await page.getByRole('tab', { name: 'Applied 1' }).waitFor();
  await page.getByText(job.title).waitFor();
  await screenshot(page, 'jobs-04-applied-jobs');
  expect(pageErrors).toEqual([]);
});

it('the employer opens the applicant and the resume', async () => {
  const applicant = `Amina ${uniqueTag().replace(/\d/g, '')}`;
  const { employer, graduate, job } = await jobWithApplicant(applicant);
  const { page, context, pageErrors } = await newPage(browser, DESKTOP);
  await signIn(page, 'employer', employer.email, employer.password);
  await page.waitForURL('**/overview');
  await page.getByRole('list', { name: 'Your latest jobs' }).getByText('1 applicant').waitFor();
  await page.goto(jobPath(job._id));
  await page.getByRole('heading', { level: 2, name: job.title }).waitFor();
  await page.getByRole('link', { name: `View ${applicant}` }).click();
  await page.waitForURL('**/job-post/applicant/**');
  await page.getByRole('heading', { level: 1, name: applicant }).waitFor();
  await page.getByRole('link', { name: graduate.email }).waitFor();
  await screenshot(page, 'jobs-05-applicant');

  // The file is fetched with the token (a plain link could not carry it) and shown in a new tab.
  const [resumeTab, file] = await Promise.all([
    context.waitForEvent('page'),
    page.waitForResponse((response) => response.url().includes('/api/v1/files/')),
    page.getByRole('button', { name: 'View resume cv.pdf' }).click(),
  ]);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  await resumeTab.waitForURL(/^blob:/);
  await eventually(() => resumeTab.evaluate(() => document.contentType)).toBe('application/pdf');
  await resumeTab.close();

  // A reload keeps the applicant (the job travels in the address).
  await page.reload();
  await page.getByRole('heading', { level: 1, name: applicant }).waitFor();
  expect(pageErrors).toEqual([]);
});

it('a mentor copies the job link, and the link opens that job', async () => {
  const employer = await newAccount('employer', 'linkemp');
  const job = await postJob(employer, `Solar installer ${uniqueTag()}`);
  const { page, context, pageErrors } = await newPage(browser);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, 'mentor', 'mentor@demo.tvet.ng', DEMO_PASSWORD);
  await page.waitForURL('**/overview');
  await page.goto('/job-post');
  await page.getByRole('list', { name: 'Open jobs' }).getByText(job.title).click();
  await page.getByRole('button', { name: 'Copy link' }).click();
  await page.getByRole('button', { name: 'Link copied' }).waitFor();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toBe(`${inject('baseUrl')}${jobPath(job._id)}`);
  await page.goto('/job-post');
  await page.goto(link);
  await page.getByRole('heading', { level: 2, name: job.title }).waitFor();
  await eventually(() => page.getByRole('button', { name: 'Apply' }).count()).toBe(0);
  expect(pageErrors).toEqual([]);
});

it('the employer deletes a job after confirming; its applicant sees it as removed', async () => {
  const { employer, graduate, job } = await jobWithApplicant('Bola Adeyemi');
  const employerTab = await newPage(browser);
  await signIn(employerTab.page, 'employer', employer.email, employer.password);
  await employerTab.page.waitForURL('**/overview');
  await employerTab.page.goto(jobPath(job._id));
  await employerTab.page.getByRole('button', { name: 'Delete' }).click();
  const confirm = employerTab.page.getByRole('dialog', { name: 'Are you sure?' });
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await employerTab.page.getByRole('heading', { name: 'No Job post yet' }).waitFor();

  const graduateTab = await newPage(browser);
  await signIn(graduateTab.page, 'graduate', graduate.email, graduate.password);
  await graduateTab.page.waitForURL('**/overview');
  await graduateTab.page.goto('/applied-jobs');
  await graduateTab.page.getByText('This job was removed by the employer').waitFor();
  await graduateTab.page.getByText(job.title).waitFor();
  await screenshot(graduateTab.page, 'jobs-06-removed');
  expect([...employerTab.pageErrors, ...graduateTab.pageErrors]).toEqual([]);
});
