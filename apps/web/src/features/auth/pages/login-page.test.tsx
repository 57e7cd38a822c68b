import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api';
import { renderApp } from '@/test/render';
import { envelope, offline, serve } from '@/test/serve';

const REFUSED = 'Invalid login details: check your account type, e-mail address and password.';

async function fillAndSubmit(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByLabelText(/Account type/), 'graduate');
  await user.type(screen.getByLabelText(/E-mail address/), 'ada@example.ng');
  await user.type(screen.getByLabelText(/^Password/), 'Wrong-Pass-1');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** The message shown above the form: an alert placed before the form, not a toast. */
function messageAboveForm(): HTMLElement {
  const form = document.querySelector('form')!;
  const above = screen
    .getAllByRole('alert')
    .find((alert) => alert.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING);
  if (!above) throw new Error('no message above the form');
  return above;
}

describe('/login failures (issue 9: sign-in errors must not vanish)', () => {
  it("shows the server's msg above the form, not in a toast, until the next try", async () => {
    let answer = () => envelope(401, REFUSED);
    serve({ 'POST /auth/graduates/login': () => answer() });
    const user = userEvent.setup();
    renderApp('/login');
    await fillAndSubmit(user);
    await screen.findByText(REFUSED);
    expect(within(messageAboveForm()).getByText(REFUSED)).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Notifications' })).queryByText(REFUSED)).toBeNull();

    // The next try replaces it with what happened then.
    answer = () => envelope(400, 'email must be a valid e-mail address');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await within(messageAboveForm()).findByText('email must be a valid e-mail address')).toBeTruthy();
    expect(screen.queryByText(REFUSED)).toBeNull();
  });

  it("says in plain words that the server could not be reached, never 'Failed to fetch'", async () => {
    serve({ 'POST /auth/graduates/login': offline });
    const user = userEvent.setup();
    renderApp('/login');
    await fillAndSubmit(user);
    expect(await within(messageAboveForm()).findByText(NETWORK_ERROR_MESSAGE)).toBeTruthy();
    expect(screen.queryByText(/Failed to fetch/)).toBeNull();
  });
});
