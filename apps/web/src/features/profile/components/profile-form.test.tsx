import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type Profile } from '@tvet/contract';
import { describe, expect, it } from 'vitest';
import { envelope, serve } from '@/test/serve';
import { ADDRESS, profileOf } from '../test/profiles';
import { renderSignedIn } from '../test/render';
import { AddressFields } from './fields/address-fields';
import { PhoneField } from './fields/phone-field';
import { ProfileForm } from './profile-form';

const GRADUATE = 'graduate' as const;
const stored = profileOf('graduate', {}, { address: ADDRESS, phone: '+2348031234567' });

function renderSettingsForm(profile: Profile = stored) {
  return renderSignedIn(
    profile,
    <ProfileForm
      role={GRADUATE}
      profile={profile}
      idPrefix="test"
      variant="settings"
      requiredMessage={MESSAGES.allFieldsMustBeFilled}
      fields={['address_country', 'address_state', 'street', 'phone']}
    >
      {(f) => (
        <>
          <AddressFields f={f} />
          <PhoneField {...f.bind('phone')} />
        </>
      )}
    </ProfileForm>,
  );
}

describe('ProfileForm in settings (spec 001 §2, §5)', () => {
  it('shows the stored values, the phone after its fixed +234', () => {
    renderSettingsForm();
    expect((screen.getByLabelText(/Street address/) as HTMLInputElement).value).toBe('12 Harmony Road');
    expect((screen.getByLabelText(/Phone number/) as HTMLInputElement).value).toBe('8031234567');
    expect(screen.getByText('+234')).toBeTruthy();
  });

  it("offers 'Update info' only once something changed", async () => {
    const user = userEvent.setup();
    renderSettingsForm();
    expect(screen.queryByRole('button', { name: 'Update info' })).toBeNull();
    await user.type(screen.getByLabelText(/Street address/), ', Ilaro');
    expect(screen.getByRole('button', { name: 'Update info' })).toBeTruthy();
  });

  it("says 'all fields must be filled' and marks each empty field", async () => {
    const user = userEvent.setup();
    renderSettingsForm();
    await user.clear(screen.getByLabelText(/Street address/));
    await user.clear(screen.getByLabelText(/Phone number/));
    await user.click(screen.getByRole('button', { name: 'Update info' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(MESSAGES.allFieldsMustBeFilled);
    expect(screen.getByLabelText(/Street address/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/Phone number/).getAttribute('aria-invalid')).toBe('true');
    expect(alert.querySelectorAll('li')).toHaveLength(2);
  });

  it("sends only the changed field, shows the server's message, then hides 'Update info'", async () => {
    const user = userEvent.setup();
    const saved = profileOf(
      'graduate',
      {},
      { address: '12 Harmony Road, Ilaro|Ogun|Nigeria', phone: '+2348031234567' },
    );
    const server = serve({
      [`PATCH /graduates/${stored._id}`]: () => envelope(200, 'Graduate Info Updated successfully', saved),
    });
    renderSettingsForm();
    await user.type(screen.getByLabelText(/Street address/), ', Ilaro');
    await user.click(screen.getByRole('button', { name: 'Update info' }));
    expect((await screen.findByRole('status')).textContent).toContain('Graduate Info Updated successfully');
    expect(server.requests.map((request) => request.url)).toEqual([`/api/v1/graduates/${stored._id}`]);
    expect(server.requests[0]!.body).toEqual({ address: '12 Harmony Road, Ilaro|Ogun|Nigeria' });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Update info' })).toBeNull());
  });

  it("puts the server's refusal of a field on that field", async () => {
    const user = userEvent.setup();
    serve({
      'PATCH /graduates/:id': () =>
        envelope(400, 'Please correct these fields: phone', { fields: { phone: 'phone is not reachable' } }),
    });
    renderSettingsForm();
    await user.clear(screen.getByLabelText(/Phone number/));
    await user.type(screen.getByLabelText(/Phone number/), '0809 999 0000');
    await user.click(screen.getByRole('button', { name: 'Update info' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Please correct these fields: phone');
    expect(screen.getByText('Phone number is not reachable')).toBeTruthy();
  });
});
