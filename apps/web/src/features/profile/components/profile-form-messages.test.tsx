import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@tvet/contract';
import { describe, expect, it } from 'vitest';
import { TextField } from '@/components/ui/text-field';
import { ADDRESS, profileOf } from '../test/profiles';
import { renderSignedIn } from '../test/render';
import { ProfileForm } from './profile-form';

const GRADUATE = 'graduate' as const;
const stored = profileOf('graduate', {}, { address: ADDRESS, phone: '+2348031234567' });

function renderNinForm() {
  return renderSignedIn(
    stored,
    <ProfileForm
      role={GRADUATE}
      profile={stored}
      idPrefix="test"
      variant="settings"
      requiredMessage={MESSAGES.allFieldsMustBeFilled}
      fields={['nin', 'street']}
    >
      {(f) => (
        <>
          <TextField inputMode="numeric" {...f.bind('nin')} />
          <TextField {...f.bind('street')} />
        </>
      )}
    </ProfileForm>,
  );
}

describe('ProfileForm messages (issue 9)', () => {
  it("names the field by its label, not the API's name ('nin must be exactly 11 digits')", async () => {
    const user = userEvent.setup();
    renderNinForm();
    await user.type(screen.getByLabelText(/NIN/), '123');
    await user.click(screen.getByRole('button', { name: 'Update info' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('National Identification Number (NIN) must be exactly 11 digits');
    expect(document.body.textContent).not.toMatch(/\bnin must/);
  });

  it('updates the error summary as fields are fixed, and drops it when none is left', async () => {
    const user = userEvent.setup();
    renderNinForm();
    await user.clear(screen.getByLabelText(/Street address/));
    await user.type(screen.getByLabelText(/NIN/), '123');
    await user.click(screen.getByRole('button', { name: 'Update info' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getAllByRole('link')).toHaveLength(2);

    await user.type(screen.getByLabelText(/NIN/), '45678901');
    expect(within(summary).getAllByRole('link')).toHaveLength(1);
    expect(summary.textContent).not.toMatch(/NIN/);
    await user.type(screen.getByLabelText(/Street address/), '12 Harmony Road');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
