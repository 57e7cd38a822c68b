import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithData, signInAs } from '@/test/render';
import { envelope, paged, serve } from '@/test/serve';
import { aJob } from '../test/fixtures';
import { MentorJobPostPage } from './mentor-job-post-page';

describe("the mentor's /job-post (spec 001 §2)", () => {
  it('is read-only and copies a link that opens the job', async () => {
    signInAs('mentor');
    const user = userEvent.setup();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await serve({ 'GET /jobs': () => envelope(200, 'Jobs loaded', paged([aJob({ _id: 'job-7' })])) });
    renderWithData(<MentorJobPostPage />, '/job-post?job=job-7');
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/job-post?job=job-7`);
    expect(await screen.findByRole('button', { name: 'Link copied' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Apply' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
