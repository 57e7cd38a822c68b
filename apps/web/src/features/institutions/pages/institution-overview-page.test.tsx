import { screen, within } from '@testing-library/react';
import { ROLL_MESSAGES } from '@tvet/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithData, signInAs } from '@/test/render';
import { envelope, paged, serve } from '@/test/serve';
import { aGraduate, anOverview, aStaffMember } from '../test/fixtures';
import { InstitutionOverviewPage } from './institution-overview-page';

beforeEach(() => signInAs('institution', 'institution-1'));

function institution(isVerified: boolean) {
  return envelope(200, 'Institution loaded', {
    _id: 'institution-1',
    user_type: 'institution',
    user_id: { name: 'Federal Polytechnic Ilaro', username: 'fpi' },
    is_verified: isVerified,
  });
}

function overviewServer({
  graduates,
  staff,
  verified = true,
}: {
  graduates: number;
  staff: number;
  verified?: boolean;
}) {
  return serve({
    'GET /institutions/institution-1': () => institution(verified),
    'GET /institutions/institution-1/overview': () =>
      envelope(200, ROLL_MESSAGES.overviewLoaded, anOverview()),
    'GET /institutions/institution-1/graduates': (url) => {
      const limit = Number(url.searchParams.get('limit'));
      const docs = Array.from({ length: Math.min(limit, graduates) }, (_, index) => aGraduate(index + 1));
      return envelope(200, ROLL_MESSAGES.graduatesLoaded, {
        ...paged(docs, 1, 1, limit),
        totalDocs: graduates,
      });
    },
    'GET /institutions/institution-1/staff': (url) => {
      const limit = Number(url.searchParams.get('limit'));
      const docs = Array.from({ length: Math.min(limit, staff) }, (_, index) => aStaffMember(index + 1));
      return envelope(200, ROLL_MESSAGES.staffListLoaded, { ...paged(docs, 1, 1, limit), totalDocs: staff });
    },
  });
}

describe("the institution's /overview (spec 001 §2, §9)", () => {
  it('shows the first 6 New Graduates with View all to /students when there are more, and New Staff', async () => {
    const server = overviewServer({ graduates: 9, staff: 2 });
    renderWithData(<InstitutionOverviewPage />, '/overview');
    const graduates = await screen.findByRole('table', { name: 'New Graduates' });
    expect(within(graduates).getAllByRole('row')).toHaveLength(7);
    const section = screen.getByRole('region', { name: 'New Graduates' });
    expect(within(section).getByRole('link', { name: 'View all' }).getAttribute('href')).toBe('/students');
    expect(server.requestsTo('GET /institutions/institution-1/graduates')[0]!.url).toContain(
      'limit=6&page=1',
    );

    const staff = await screen.findByRole('table', { name: 'New Staff' });
    expect(within(staff).getAllByRole('row')).toHaveLength(3);
    expect(
      within(screen.getByRole('region', { name: 'New Staff' })).queryByRole('link', { name: 'View all' }),
    ).toBeNull();
  });

  it('has no View all with 6 graduates or fewer', async () => {
    overviewServer({ graduates: 6, staff: 0 });
    renderWithData(<InstitutionOverviewPage />, '/overview');
    await screen.findByRole('table', { name: 'New Graduates' });
    expect(screen.queryByRole('link', { name: 'View all' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'No staff yet' })).toBeTruthy();
  });

  it('shows the stat cards and the verified badge', async () => {
    overviewServer({ graduates: 1, staff: 1 });
    renderWithData(<InstitutionOverviewPage />, '/overview');
    const heading = await screen.findByRole('heading', { level: 1, name: /Federal Polytechnic Ilaro/ });
    expect(within(heading).getByText('Verified')).toBeTruthy();
    const card = (label: string) => screen.getByText(label).closest('li')!.textContent;
    expect(await screen.findByText('1250')).toBeTruthy();
    expect(card('Graduates on the roll')).toContain('1250');
    expect(card('Signed up from the roll')).toContain('310');
    expect(card('Confirmed graduates')).toContain('280');
    expect(card('Staff')).toContain('54');
    expect(card('Approved programmes')).toContain('6');
    expect(card('Expiring within 90 days')).toContain('1');
    expect(screen.getByText('9 graduates are waiting for you to confirm their claim.')).toBeTruthy();
  });

  it('shows no badge for an institution not verified', async () => {
    overviewServer({ graduates: 1, staff: 1, verified: false });
    renderWithData(<InstitutionOverviewPage />, '/overview');
    await screen.findByRole('heading', { level: 1, name: 'Federal Polytechnic Ilaro' });
    expect(screen.queryByText('Verified')).toBeNull();
  });
});
