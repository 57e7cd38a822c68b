import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CLAIM_STATUS_LABELS, type LinkedInstitution, MESSAGES } from '@tvet/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithData, signInAs } from '@/test/render';
import { envelope, paged, serve } from '@/test/serve';
import { LinkedInstitutions } from './linked-institutions';

beforeEach(() => signInAs('graduate', 'graduate-1'));

function linked(link: Partial<LinkedInstitution['link']> = {}): LinkedInstitution {
  return {
    _id: 'institution-1',
    user_id: {
      _id: 'account-i1',
      name: 'Federal Polytechnic Ilaro',
      email: 'fpi@example.ng',
      phone: null,
      address: null,
    },
    institution_type: 'polytechnic',
    ownership_type: 'federal',
    state: 'Ogun',
    is_verified: true,
    institution_id: {
      _id: 'institution-1',
      user_id: { _id: 'account-i1', name: 'Federal Polytechnic Ilaro' },
    },
    link: {
      matric_number: 'FPI/ND/EE/19/001',
      programme_id: null,
      graduation_year: null,
      claim_status: 'claimed',
      decided_at: null,
      decision_reason: null,
      ...link,
    },
  };
}

const programmes = () =>
  envelope(
    200,
    'Programmes loaded',
    paged([
      { _id: 'programme-1', name: 'Electrical Engineering Technology' },
      { _id: 'programme-2', name: 'Welding and Fabrication' },
    ]),
  );

describe("a graduate's institutions (issue 10: programme, year and the institution's confirmation)", () => {
  it('shows whether the institution confirmed the graduate', async () => {
    serve({
      'GET /graduates/graduate-1/institutions': () =>
        envelope(200, 'Institutions loaded', {
          docs: [
            linked({
              claim_status: 'confirmed',
              programme_id: { _id: 'programme-1', name: 'Electrical Engineering Technology' },
              graduation_year: 2021,
            }),
          ],
        }),
      'GET /institutions': () => envelope(200, 'Institutions loaded', paged([])),
    });
    renderWithData(<LinkedInstitutions graduateId="graduate-1" id="institutions" />);
    expect(await screen.findByText(CLAIM_STATUS_LABELS.confirmed)).toBeTruthy();
    expect(screen.getByText('FPI/ND/EE/19/001 · Electrical Engineering Technology · 2021')).toBeTruthy();
    expect(
      screen.getByText('Federal Polytechnic Ilaro has confirmed you are on its graduation roll.'),
    ).toBeTruthy();
  });

  it("takes the programme from that institution's programmes and the graduation year, and saves only those", async () => {
    const user = userEvent.setup();
    let current = linked();
    const server = serve({
      'GET /graduates/graduate-1/institutions': () =>
        envelope(200, 'Institutions loaded', { docs: [current] }),
      'GET /institutions': () => envelope(200, 'Institutions loaded', paged([])),
      'GET /institutions/institution-1/programmes': programmes,
      'PATCH /graduates/graduate-1/institutions/institution-1': (_url, init) => {
        const body = JSON.parse(String(init?.body));
        current = linked({
          programme_id: { _id: body.programme_id, name: 'Welding and Fabrication' },
          graduation_year: body.graduation_year,
          claim_status: 'confirmed',
        });
        return envelope(200, MESSAGES.institutionUpdated, { docs: [current] });
      },
    });
    renderWithData(<LinkedInstitutions graduateId="graduate-1" id="institutions" />);
    expect(await screen.findByText(CLAIM_STATUS_LABELS.claimed)).toBeTruthy();
    await user.click(
      screen.getByRole('button', { name: /Add your matric number, programme and graduation year/ }),
    );
    const group = screen.getByRole('group', { name: 'Your studies at Federal Polytechnic Ilaro' });
    const programme = within(group).getByLabelText('Programme');
    await waitFor(() => expect(within(programme).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(programme, 'programme-2');
    await user.selectOptions(within(group).getByLabelText('Graduation year'), '2022');
    await user.click(within(group).getByRole('button', { name: /^Save/ }));

    await waitFor(() =>
      expect(server.requestsTo('PATCH /graduates/graduate-1/institutions/institution-1')[0]?.body).toEqual({
        programme_id: 'programme-2',
        graduation_year: 2022,
      }),
    );
    expect(await screen.findByText(CLAIM_STATUS_LABELS.confirmed)).toBeTruthy();
    expect(screen.queryByRole('group', { name: /Your studies at/ })).toBeNull();
  });

  it('refuses a matric number with characters the contract does not allow', async () => {
    const user = userEvent.setup();
    const server = serve({
      'GET /graduates/graduate-1/institutions': () =>
        envelope(200, 'Institutions loaded', { docs: [linked()] }),
      'GET /institutions': () => envelope(200, 'Institutions loaded', paged([])),
      'GET /institutions/institution-1/programmes': programmes,
    });
    renderWithData(<LinkedInstitutions graduateId="graduate-1" id="institutions" />);
    await user.click(
      await screen.findByRole('button', { name: /Add your matric number, programme and graduation year/ }),
    );
    const group = screen.getByRole('group', { name: /Your studies at/ });
    const matric = within(group).getByLabelText(/^Matric number/);
    await user.clear(matric);
    await user.type(matric, '<script>');
    await user.click(within(group).getByRole('button', { name: /^Save/ }));
    expect(
      await within(group).findByText('matric_number may contain only letters, digits, spaces and / - .'),
    ).toBeTruthy();
    expect(server.requestsTo('PATCH /graduates/graduate-1/institutions/institution-1')).toHaveLength(0);
  });

  // Issue 22.22: a rejected graduate was told nothing useful; the institution's reason is shown.
  it("shows the institution's reason for rejecting the claim", async () => {
    serve({
      'GET /graduates/graduate-1/institutions': () =>
        envelope(200, 'Institutions loaded', {
          docs: [linked({ claim_status: 'rejected', decision_reason: 'Not on our ND 2021 roll' })],
        }),
      'GET /institutions': () => envelope(200, 'Institutions loaded', paged([])),
    });
    renderWithData(<LinkedInstitutions graduateId="graduate-1" id="institutions" />);
    expect(
      await screen.findByText('Reason given by Federal Polytechnic Ilaro: Not on our ND 2021 roll'),
    ).toBeTruthy();
  });
});
