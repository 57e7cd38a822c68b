import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLL_MESSAGES } from '@tvet/contract';
import { Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { renderWithData, signInAs } from '@/test/render';
import { envelope, serve } from '@/test/serve';
import { aStaffDetail, aStudent } from '../test/fixtures';
import { StaffMemberPage } from './staff-member-page';
import { StudentPage } from './student-page';

beforeEach(() => signInAs('institution', 'institution-1'));

const institution = () =>
  envelope(200, 'Institution loaded', {
    _id: 'institution-1',
    user_type: 'institution',
    user_id: { name: 'Federal Polytechnic Ilaro' },
    is_verified: true,
  });

function renderDetail(path: string) {
  return renderWithData(
    <>
      <Routes>
        <Route path="/students" element={<h1>Students list</h1>} />
        <Route path="/students/:id" element={<StudentPage />} />
        <Route path="/staff" element={<h1>Staff list</h1>} />
        <Route path="/staff/:id" element={<StaffMemberPage />} />
      </Routes>
      <Toaster />
    </>,
    path,
  );
}

const section = (name: string) => screen.getByRole('region', { name });
const row = (region: HTMLElement, label: string) =>
  within(region).getByText(label, { selector: 'dt' }).nextElementSibling!.textContent;

describe('/students/:id (spec 001 §2 "Student detail")', () => {
  it('shows every section: profile, contact, education, O level, identity, employment', async () => {
    serve({
      'GET /institutions/institution-1/graduates/graduate-1': () =>
        envelope(200, ROLL_MESSAGES.studentLoaded, aStudent()),
      'GET /institutions/institution-1': institution,
    });
    renderDetail('/students/graduate-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Amina Bello' })).toBeTruthy();
    expect(row(section('Profile information'), 'Gender')).toBe('Female');
    expect(row(section('Profile information'), 'LGA')).toBe('Abeokuta North');
    expect(row(section('Contact information'), 'Street address')).toBe('12 Harmony Road');
    expect(
      within(section('Contact information')).getByRole('link', { name: 'amina.bello@example.ng' }),
    ).toBeTruthy();
    const education = section('Education information');
    await waitFor(() => expect(row(education, 'Institution')).toBe('Federal Polytechnic Ilaro'));
    expect(row(education, 'Matric number')).toBe('FPI/ND/EE/19/001');
    expect(row(education, 'Programme')).toBe('Electrical Engineering Technology');
    expect(row(education, 'Graduation year')).toBe('2021');
    expect(within(education).getByRole('button', { name: 'View school ID school-id.jpg' })).toBeTruthy();
    expect(row(section("O' Level details"), 'Certificate type')).toBe('WAEC');
    expect(row(section("O' Level details"), 'Number of times attempted')).toBe('2 times');
    expect(row(section('Identity and legal information'), 'NIN')).toBe('98765432109');
    const employment = section('Employment Details');
    expect(row(employment, 'Employment status')).toBe('Employed');
    expect(row(employment, 'Occupation')).toBe('Electrician');
    expect(row(employment, 'Acquired skills')).toBe('Electrical installation, Solar PV maintenance');
    expect(within(employment).getByRole('button', { name: 'View resume cv.pdf' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
  });

  it('Send message opens the chat with the graduate on /messages (issue 11)', async () => {
    serve({
      'GET /institutions/institution-1/graduates/graduate-1': () =>
        envelope(200, ROLL_MESSAGES.studentLoaded, aStudent()),
      'GET /institutions/institution-1': institution,
    });
    const { router } = renderDetail('/students/graduate-1');
    await userEvent.click(await screen.findByRole('link', { name: 'Send message' }));
    expect(router.state.location.pathname).toBe('/messages');
    expect(router.state.location.search).toBe('?to=amina');
  });

  it('leaves out the occupation of a graduate who is not employed', async () => {
    serve({
      'GET /institutions/institution-1/graduates/graduate-1': () =>
        envelope(200, ROLL_MESSAGES.studentLoaded, aStudent({ is_employed: false, resume_id: null })),
      'GET /institutions/institution-1': institution,
    });
    renderDetail('/students/graduate-1');
    const employment = await screen.findByRole('region', { name: 'Employment Details' });
    expect(row(employment, 'Employment status')).toBe('Unemployed');
    expect(within(employment).queryByText('Occupation')).toBeNull();
    expect(row(employment, 'Resume')).toBe('N/a');
  });

  it('opens the school ID with the token, in a new tab', async () => {
    const user = userEvent.setup();
    const tab = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    URL.createObjectURL = vi.fn(() => 'blob:school-id');
    const server = serve({
      'GET /institutions/institution-1/graduates/graduate-1': () =>
        envelope(200, ROLL_MESSAGES.studentLoaded, aStudent()),
      'GET /institutions/institution-1': institution,
      'GET /files/0b7c9a1e-0000-4000-8000-000000000002': () =>
        new Response('jpeg bytes', { headers: { 'Content-Type': 'image/jpeg' } }),
    });
    renderDetail('/students/graduate-1');
    await user.click(await screen.findByRole('button', { name: 'View school ID school-id.jpg' }));
    await waitFor(() => expect(tab.location.href).toBe('blob:school-id'));
    const file = server.requestsTo('GET /files/0b7c9a1e-0000-4000-8000-000000000002')[0]!;
    expect(file.headers.Authorization).toBe('Bearer token');
  });

  it('confirms the claim of a graduate the roll did not match', async () => {
    const user = userEvent.setup();
    let student = aStudent();
    const server = serve({
      'GET /institutions/institution-1/graduates/graduate-1': () =>
        envelope(200, ROLL_MESSAGES.studentLoaded, student),
      'GET /institutions/institution-1': institution,
      'PATCH /institutions/institution-1/graduates/graduate-1/claim': () => {
        student = { ...student, claim: { ...student.claim, claim_status: 'confirmed' } };
        return envelope(200, ROLL_MESSAGES.claimConfirmed, null);
      },
    });
    renderDetail('/students/graduate-1');
    await user.click(await screen.findByRole('button', { name: 'Confirm Amina Bello' }));
    expect(await screen.findByText(ROLL_MESSAGES.claimConfirmed)).toBeTruthy();
    expect(
      server.requestsTo('PATCH /institutions/institution-1/graduates/graduate-1/claim')[0]!.body,
    ).toEqual({
      decision: 'confirm',
    });
    expect(
      await screen.findByText('You have confirmed this graduate is on your graduation roll.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm Amina Bello' })).toBeNull();
  });

  it('a failed load shows the message and goes back (spec 001 §8)', async () => {
    serve({
      'GET /institutions/institution-1/graduates/stranger': () => envelope(404, ROLL_MESSAGES.notYourStudent),
      'GET /institutions/institution-1': institution,
    });
    const { router } = renderDetail('/students/stranger');
    expect(await screen.findByText(ROLL_MESSAGES.notYourStudent)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/students'));
  });
});

describe('/staff/:id (spec 001 §2 "Staff detail")', () => {
  it('shows profile, contact, institution, employment, education and identification with the ID card', async () => {
    serve({
      'GET /institutions/institution-1/staff/staff-1': () =>
        envelope(200, ROLL_MESSAGES.staffLoaded, aStaffDetail()),
    });
    renderDetail('/staff/staff-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tunde Ade' })).toBeTruthy();
    expect(row(section('Profile information'), 'Nationality')).toBe('Nigeria');
    expect(row(section('Contact information'), 'Country of residence')).toBe('Nigeria');
    expect(row(section('Institution'), 'Institution')).toBe('Federal Polytechnic Ilaro');
    expect(row(section('Institution'), 'Employer category')).toBe('Federal');
    expect(row(section('Employment information'), 'Grade level')).toBe('GL-08');
    expect(row(section('Employment information'), 'Type of appointment')).toBe('Pensionable');
    const education = section('Education and Identification');
    expect(row(education, 'NIN')).toBe('12345678901');
    expect(within(education).getByRole('button', { name: 'View ID card id-card.jpg' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send message' }).getAttribute('href')).toBe(
      '/messages?to=tunde',
    );
  });

  it('a failed load shows the message and goes back', async () => {
    serve({ 'GET /institutions/institution-1/staff/x': () => envelope(403, ROLL_MESSAGES.notYourStaff) });
    const { router } = renderDetail('/staff/x');
    expect(await screen.findByText(ROLL_MESSAGES.notYourStaff)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/staff'));
  });
});
