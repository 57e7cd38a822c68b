import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MENTORING_MESSAGES } from '@tvet/contract';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { renderWithData, signInAs } from '@/test/render';
import { envelope, serve } from '@/test/serve';
import { aMenteeDetail, anInstitution } from '../test/fixtures';
import { MenteePage } from './mentee-page';

beforeEach(() => signInAs('mentor', 'mentor-1'));

const DETAIL = 'GET /mentors/mentor-1/graduates/graduate-1';
const INSTITUTIONS = 'GET /graduates/graduate-1/institutions';
const twoInstitutions = () =>
  envelope(200, 'ok', {
    docs: [
      anInstitution('Federal Polytechnic Ilaro', 'institution-1'),
      anInstitution('Yaba College of Technology', 'institution-2'),
    ],
  });

function renderMentee(path = '/mentees/graduate-1') {
  return renderWithData(
    <>
      <Routes>
        <Route path="/mentees" element={<h1>Cohort list</h1>} />
        <Route path="/mentees/:id" element={<MenteePage />} />
        <Route path="/messages" element={<h1>Messages</h1>} />
      </Routes>
      <Toaster />
    </>,
    path,
  );
}

const section = (name: string) => screen.getByRole('region', { name });
const row = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;

describe('/mentees/{id} (spec 001 §2 "Mentee detail", read-only)', () => {
  it('shows every section with the spec’s fields', async () => {
    serve({
      [DETAIL]: () => envelope(200, MENTORING_MESSAGES.menteeLoaded, aMenteeDetail()),
      [INSTITUTIONS]: twoInstitutions,
    });
    renderMentee();
    expect(await screen.findByRole('heading', { level: 1, name: 'Amina Bello' })).toBeTruthy();
    const profile = section('Profile information');
    expect(row(profile, 'First name')).toBe('Amina');
    expect(row(profile, 'Last name')).toBe('Bello');
    expect(row(profile, 'State')).toBe('Ogun');
    expect(row(profile, 'LGA')).toBe('Abeokuta North');
    expect(row(profile, 'Phone')).toBe('+2348031234567');
    const contact = section('Contact information');
    expect(row(contact, 'Country of residence')).toBe('Nigeria');
    expect(row(contact, 'State')).toBe('Ogun');
    expect(row(contact, 'Street address')).toBe('12 Harmony Road');
    const education = section('Education information');
    await waitFor(() =>
      expect(row(education, 'Institutions')).toBe('Federal Polytechnic Ilaro, Yaba College of Technology'),
    );
    expect(row(education, 'School ID')).toContain('school-id.jpg (1.50 MB)');
    expect(within(education).getByRole('button', { name: 'View school ID school-id.jpg' })).toBeTruthy();
    expect(row(section("O' Level details"), 'Certificate type')).toBe('WAEC');
    expect(row(section("O' Level details"), 'Number of times attempted')).toBe('2 times');
    expect(row(section('Identity and legal information'), 'NIN')).toBe('98765432109');
    const employment = section('Employment Details');
    expect(within(employment).getByRole('button', { name: 'View resume cv.pdf' })).toBeTruthy();
    expect(row(employment, 'Employment status')).toBe('Employed');
    expect(row(employment, 'Occupation')).toBe('Electrician');
    expect(row(employment, 'Acquired skills')).toBe('Electrical installation, Solar PV maintenance');
    // Read-only: nothing on the page edits the mentee.
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('leaves the occupation out unless employed, and reads NA (spec 001 §2) for an employment not given', async () => {
    serve({
      [DETAIL]: () =>
        envelope(
          200,
          'ok',
          aMenteeDetail({
            is_employed: null,
            resume_id: null,
            school_id: null,
            o_level_certifications: null,
          }),
        ),
      [INSTITUTIONS]: () => envelope(200, 'ok', { docs: [] }),
    });
    renderMentee();
    const employment = await screen.findByRole('region', { name: 'Employment Details' });
    expect(row(employment, 'Employment status')).toBe('NA');
    expect(within(employment).queryByText('Occupation')).toBeNull();
    expect(row(employment, 'Resume')).toBe('N/a');
    await waitFor(() => expect(row(section('Education information'), 'Institutions')).toBe('N/a'));
    expect(row(section('Education information'), 'School ID')).toBe('N/a');
    expect(row(section("O' Level details"), 'Number of times attempted')).toBe('N/a');
  });

  it('leaves the occupation out for an unemployed mentee', async () => {
    serve({
      [DETAIL]: () => envelope(200, 'ok', aMenteeDetail({ is_employed: false })),
      [INSTITUTIONS]: twoInstitutions,
    });
    renderMentee();
    const employment = await screen.findByRole('region', { name: 'Employment Details' });
    expect(row(employment, 'Employment status')).toBe('Unemployed');
    expect(within(employment).queryByText('Occupation')).toBeNull();
  });

  it('Send message opens the conversation with the mentee on /messages', async () => {
    serve({
      [DETAIL]: () => envelope(200, 'ok', aMenteeDetail()),
      [INSTITUTIONS]: twoInstitutions,
    });
    const user = userEvent.setup();
    const { router } = renderMentee();
    await user.click(await screen.findByRole('link', { name: 'Send message' }));
    expect(router.state.location.pathname).toBe('/messages');
    expect(router.state.location.search).toBe('?to=amina');
  });

  it('shows the msg and goes back to the cohort when the mentee cannot be read', async () => {
    serve({
      [DETAIL]: () => envelope(403, MENTORING_MESSAGES.notYourMentee),
      [INSTITUTIONS]: () => envelope(403, MENTORING_MESSAGES.notYourMentee),
    });
    const { router } = renderMentee();
    expect(await screen.findByText(MENTORING_MESSAGES.notYourMentee)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/mentees'));
  });
});
