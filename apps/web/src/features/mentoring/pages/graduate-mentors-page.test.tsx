import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GRADUATE_MENTORS_LIMIT, MESSAGES } from '@tvet/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithData, signInAs } from '@/test/render';
import { envelope, paged, serve } from '@/test/serve';
import { aGraduateMentor } from '../test/fixtures';
import { GraduateMentorsPage } from './graduate-mentors-page';

beforeEach(() => signInAs('graduate', 'graduate-1'));

const MENTORS = 'GET /graduates/graduate-1/mentors';
const individual = aGraduateMentor(1);
const organization = aGraduateMentor(2, {
  mentor_id: {
    _id: 'mentor-2',
    mentor_type: 'organization',
    user_id: { _id: 'account-m2', name: 'Lagos Solar Guild', username: 'solar_guild', avatar: null },
  },
  area_of_specialization: 'Apprenticeships',
  industry_type: 'Construction',
});

function byType(url: URL) {
  const type = url.searchParams.get('mentor_type');
  const docs = [individual, organization].filter((mentor) => !type || mentor.mentor_id.mentor_type === type);
  return envelope(200, 'Mentors loaded', paged(docs));
}

describe('graduate /mentors (spec 000 §2)', () => {
  it('lists the mentors as cards with specialization, industry and a message button', async () => {
    const server = serve({ [MENTORS]: byType });
    renderWithData(<GraduateMentorsPage />, '/mentors');
    const card = await screen.findByRole('article', { name: 'Lagos Solar Guild' });
    expect(within(card).getByText('Organization')).toBeTruthy();
    expect(within(card).getByText('Apprenticeships')).toBeTruthy();
    expect(within(card).getByText('Construction')).toBeTruthy();
    expect(
      within(card).getByRole('link', { name: 'Send message to Lagos Solar Guild' }).getAttribute('href'),
    ).toBe('/messages?to=solar_guild');
    expect(screen.getByRole('article', { name: 'Mentor 1' })).toBeTruthy();
    expect(screen.getByText('2 mentors')).toBeTruthy();
    // Spec 000 §7: ?limit=999 (the server serves at most a capped page of it).
    const asked = new URL(server.requestsTo(MENTORS)[0]!.url, 'http://localhost').searchParams;
    expect(asked.get('limit')).toBe(String(GRADUATE_MENTORS_LIMIT));
    expect(asked.get('mentor_type')).toBeNull();
  });

  it('filters by tab: individual, organization, all mentors', async () => {
    const server = serve({ [MENTORS]: byType });
    const user = userEvent.setup();
    renderWithData(<GraduateMentorsPage />, '/mentors');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['All mentors', 'Individual', 'Organization']);
    await user.click(screen.getByRole('tab', { name: 'Organization' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Mentor 1' })).toBeNull());
    expect(screen.getByRole('article', { name: 'Lagos Solar Guild' })).toBeTruthy();
    expect(
      new URL(server.requestsTo(MENTORS).at(-1)!.url, 'http://localhost').searchParams.get('mentor_type'),
    ).toBe('organization');
    await user.click(screen.getByRole('tab', { name: 'Individual' }));
    expect(await screen.findByRole('article', { name: 'Mentor 1' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Lagos Solar Guild' })).toBeNull();
  });

  it("says 'No mentor yet' when none is assigned", async () => {
    serve({ [MENTORS]: () => envelope(200, 'ok', paged([])) });
    renderWithData(<GraduateMentorsPage />, '/mentors');
    expect(await screen.findByRole('heading', { name: MESSAGES.noMentor })).toBeTruthy();
  });

  it('says when the list could not be loaded and tries again', async () => {
    let fail = true;
    serve({ [MENTORS]: (url) => (fail ? envelope(503, 'Service unavailable') : byType(url)) });
    const user = userEvent.setup();
    renderWithData(<GraduateMentorsPage />, '/mentors');
    expect(await screen.findByText('Your mentors could not be loaded.')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Mentor 1' })).toBeTruthy();
  });
});
