import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, paged, serve } from '@/test/serve';
import { profileOf } from '../../test/profiles';
import { renderSignedIn } from '../../test/render';
import { GraduateInstitutionStep } from './graduate-steps';

const linkedWith = (matric: string | null) => ({
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
  link: {
    matric_number: matric,
    programme_id: null,
    graduation_year: null,
    claim_status: 'claimed',
    decided_at: null,
    decision_reason: null,
  },
});

// Issue 22.12: the matric number saved under "Your studies at …" was asked for again in an empty second field.
describe("the graduate wizard's institution step", () => {
  it('takes the matric number saved with the institution, and does not ask for it twice', async () => {
    const profile = profileOf('graduate');
    let done = false;
    const server = serve({
      [`GET /graduates/${profile._id}/institutions`]: () =>
        envelope(200, 'Institutions loaded', { docs: [linkedWith('FPI/ND/EE/19/001')] }),
      'GET /institutions': () => envelope(200, 'Institutions loaded', paged([])),
      [`PATCH /graduates/${profile._id}`]: () => envelope(200, 'Graduate Info Updated successfully', profile),
    });
    renderSignedIn(
      profile,
      <GraduateInstitutionStep
        {...{ role: 'graduate' as const }}
        profile={profile}
        idPrefix="step"
        onDone={() => {
          done = true;
        }}
      />,
    );
    expect(await screen.findByText(/FPI\/ND\/EE\/19\/001/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Matric number/ })).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(done).toBe(true));
    expect(screen.queryByText(/Matric number is required/)).toBeNull();
    // Kept on the profile as well, where the wizard looks to count the step done.
    const [patch] = server.requestsTo(`PATCH /graduates/${profile._id}`);
    expect(patch?.body).toMatchObject({ matric_number: 'FPI/ND/EE/19/001' });
  });

  it('asks for the matric number while no institution holds one', async () => {
    const profile = profileOf('graduate');
    serve({
      [`GET /graduates/${profile._id}/institutions`]: () =>
        envelope(200, 'Institutions loaded', { docs: [linkedWith(null)] }),
      'GET /institutions': () => envelope(200, 'Institutions loaded', paged([])),
    });
    renderSignedIn(
      profile,
      <GraduateInstitutionStep
        {...{ role: 'graduate' as const }}
        profile={profile}
        idPrefix="step"
        onDone={() => undefined}
      />,
    );
    expect(await screen.findByRole('textbox', { name: /Matric number/ })).toBeTruthy();
  });
});
