import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type UserType } from '@tvet/contract';
import { describe, expect, it } from 'vitest';
import { envelope, serve } from '@/test/serve';
import { profileOf } from '../test/profiles';
import { renderSignedIn } from '../test/render';
import { SettingsPage } from './settings-page';

const INSTITUTION = 'institution' as const;
const GRADUATE = 'graduate' as const;
const MENTOR = 'mentor' as const;

const tabsOf = (role: UserType) => {
  renderSignedIn(profileOf(role), <SettingsPage role={role} />, '/settings');
  return screen.getAllByRole('tab').map((tab) => tab.textContent);
};

describe('SettingsPage tabs per role (spec 000 §2, spec 001 §2)', () => {
  it.each([
    [
      'graduate',
      [
        'Personal Information',
        'Institution & Employment Information',
        'Education and Identification',
        'Security',
      ],
    ],
    ['institution', ['Institution Information', 'Graduates Information', 'Security']],
    ['employer', ['Company Information', 'Security']],
    ['mentor', ['Security']],
  ] as const)('%s: %j', (role, tabs) => {
    expect(tabsOf(role)).toEqual(tabs);
  });

  it("keeps the institution's mailbox read-only", () => {
    const institution = profileOf('institution', { mailbox: 'yabatech@mail.tvet.ng' });
    renderSignedIn(institution, <SettingsPage role={INSTITUTION} />, '/settings');
    const mailbox = screen.getByLabelText('Mailbox') as HTMLInputElement;
    expect(mailbox.value).toBe('yabatech@mail.tvet.ng');
    expect(mailbox.readOnly).toBe(true);
  });

  it('adds the "Privacy and data" tab with the content other features give it, for every role', () => {
    renderSignedIn(
      profileOf('mentor'),
      <SettingsPage role={MENTOR} privacy={<p>Download my data</p>} />,
      '/settings?tab=privacy-and-data',
    );
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Security',
      'Privacy and data',
    ]);
    expect(screen.getByRole('heading', { name: 'Privacy and data' })).toBeTruthy();
    expect(screen.getByText('Download my data')).toBeTruthy();
  });

  it('opens the tab named in the address', () => {
    renderSignedIn(profileOf('graduate'), <SettingsPage role={GRADUATE} />, '/settings?tab=security');
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeTruthy();
  });

  // Issue 22.19: after uploading the school ID no file name or link was shown (the resume showed one).
  it('names the stored school ID with its size and a way to open it, as it does the resume', () => {
    const schoolId = {
      url: '/api/v1/files/school',
      title: 'school-id.jpg',
      size: 81_920,
      mimetype: 'image/jpeg',
    };
    const resume = { url: '/api/v1/files/cv', title: 'cv.pdf', size: 20_480, mimetype: 'application/pdf' };
    renderSignedIn(
      profileOf('graduate', { school_id: schoolId, resume_id: resume }),
      <SettingsPage role={GRADUATE} />,
      '/settings?tab=education-and-identification',
    );
    expect(screen.getByText('school-id.jpg')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Open\s*School ID/ })).toBeTruthy();
  });

  // Issue 22.21: the wizard finished without a website, then Settings refused every save until one was given.
  it('saves the institution information without a website, as the wizard did', async () => {
    const institution = profileOf(
      'institution',
      {
        year_of_establishment: 1979,
        year_of_first_visit: 2019,
        area_of_specialization: 'Engineering',
        name_of_owner: 'Federal Government',
        principal_administrator: {
          name: 'Bola Ade',
          heighest_academic_qualifications: 'PhD',
          grade_level: 'GL-17',
        },
        website_url: null,
      },
      { address: '12 Harmony Road|Ogun|Nigeria', phone: '+2348031234567' },
    );
    const server = serve({
      [`PATCH /institutions/${institution._id}`]: () =>
        envelope(200, 'Institution Info Updated successfully', institution),
      [`GET /institutions/${institution._id}`]: () => envelope(200, 'Profile loaded', institution),
    });
    renderSignedIn(institution, <SettingsPage role={INSTITUTION} />, '/settings');
    const user = userEvent.setup();
    const owner = screen.getByLabelText(/Name of owner/);
    await user.clear(owner);
    await user.type(owner, 'Ogun State Government');
    await user.click(screen.getByRole('button', { name: 'Update info' }));
    await waitFor(() => expect(server.requestsTo(`PATCH /institutions/${institution._id}`)).toHaveLength(1));
    expect(screen.queryByText(MESSAGES.allFieldsMustBeFilled)).toBeNull();
  });
});
