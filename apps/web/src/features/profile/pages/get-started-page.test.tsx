import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ADDRESS, profileOf } from '../test/profiles';
import { renderSignedIn } from '../test/render';
import { GetStartedPage } from './get-started-page';

const GRADUATE = 'graduate' as const;
const EMPLOYER = 'employer' as const;
const STAFF = 'staff' as const;

describe('GetStartedPage (spec 000 §2, spec 001 §2)', () => {
  it("greets by username and shows the percent and each step's state", () => {
    renderSignedIn(profileOf('graduate', {}, { address: ADDRESS }), <GetStartedPage role={GRADUATE} />);
    expect(screen.getByText(/^Welcome to/).textContent).toContain('chiamaka_o');
    expect(screen.getByRole('heading', { level: 1, name: 'Set up your profile' })).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByText('25%')).toBeTruthy();
    const steps = screen.getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual([
      'Step 1: Personal information',
      'Step 2: Education details',
      'Step 3: Employment details',
    ]);
    expect(within(steps[0]!).getByText('Completed')).toBeTruthy();
    expect(within(steps[1]!).getByText('Current step')).toBeTruthy();
    expect(within(steps[2]!).getByText('Locked')).toBeTruthy();
    // Only the current step offers Continue.
    expect(screen.getAllByRole('button', { name: 'Continue' })).toHaveLength(1);
    expect(within(steps[1]!).getByRole('button', { name: 'Continue' })).toBeTruthy();
  });

  it('opens the wizard at the current step when Continue is pressed', async () => {
    const user = userEvent.setup();
    renderSignedIn(profileOf('employer'), <GetStartedPage role={EMPLOYER} />);
    expect(screen.getByText('0%')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact information' });
    expect(within(dialog).getByText('Step 1 of 4')).toBeTruthy();
    expect(within(dialog).getByLabelText(/Website/)).toBeTruthy();
    expect(within(dialog).getByText('+234')).toBeTruthy();
  });

  it('shows a complete profile as done, with the way to the dashboard', () => {
    const complete = {
      ...profileOf('staff', { nin: '12345678901', type_of_appointment: 'pensionable' }, { address: ADDRESS }),
      is_profile_complete: true,
    };
    renderSignedIn(complete, <GetStartedPage role={STAFF} />);
    expect(screen.getByText('100%')).toBeTruthy();
    expect(screen.getAllByText('Completed')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to your surveys' }).getAttribute('href')).toBe('/surveys');
  });
});
