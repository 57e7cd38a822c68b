import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@tvet/contract';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';
import { envelope, serve } from '@/test/serve';

const optionsOf = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('RegisterPage', () => {
  it("shows 'Invaid graduate form' and each missing field on an empty submit", async () => {
    const user = userEvent.setup();
    renderApp('/register?type=graduate');
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain(MESSAGES.invalidForm('graduate'));
    expect(summary.textContent).toContain('Invaid graduate form');
    expect(within(summary).getByRole('link', { name: 'Enter your first name' })).toBeTruthy();
    const firstName = screen.getByLabelText(/First name/);
    expect(firstName.getAttribute('aria-invalid')).toBe('true');
    // The error text is tied to the input, so a screen reader reads it with the field.
    const describedBy = firstName.getAttribute('aria-describedby')!;
    expect(document.getElementById(describedBy)!.textContent).toContain('Enter your first name');
  });

  it('uses the account type in the message', async () => {
    const user = userEvent.setup();
    renderApp('/register?type=employer');
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Invaid employer form');
  });

  it('makes the LGA list depend on the chosen state, and free text outside Nigeria', async () => {
    const user = userEvent.setup();
    renderApp('/register?type=graduate');
    const state = await screen.findByRole('combobox', { name: /^State/ });
    const lga = screen.getByRole('combobox', { name: /Local government area/ }) as HTMLSelectElement;
    expect(lga.disabled).toBe(true);

    await user.selectOptions(state, 'Lagos');
    expect(lga.disabled).toBe(false);
    expect(optionsOf(lga)).toContain('Ikeja');
    await user.selectOptions(lga, 'Ikeja');

    await user.selectOptions(state, 'Kano');
    expect(optionsOf(lga)).toContain('Kano Municipal');
    expect(optionsOf(lga)).not.toContain('Ikeja');
    expect(lga.value).toBe('');

    await user.selectOptions(screen.getByRole('combobox', { name: /Nationality/ }), 'Ghana');
    expect(screen.getByRole('textbox', { name: /State or region/ })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /District/ })).toBeTruthy();
  });

  it('sends the registration payload and puts server field errors on their fields', async () => {
    const user = userEvent.setup();
    const server = serve({
      // The privacy notice shown beside the form (issue 25): its version goes with the registration.
      'GET /privacy': () =>
        envelope(200, 'Privacy information loaded.', {
          notice: {
            version: 3,
            text: 'We keep what your institution listed.',
            published_at: '2026-11-01T00:00:00Z',
          },
        }),
      'POST /institutions': () =>
        envelope(409, 'This username is taken. Choose another one.', {
          fields: { username: 'This username is taken. Choose another one.' },
        }),
    });
    renderApp('/register?type=institution');
    await user.type(await screen.findByLabelText(/Institution name/), 'Federal Polytechnic Ilaro');
    await user.selectOptions(screen.getByLabelText(/Institution type/), 'federal-polytechnics');
    await user.selectOptions(screen.getByLabelText(/Ownership type/), 'federal');
    await user.type(screen.getByLabelText(/E-mail address/), 'Registry@FPI.edu.ng');
    await user.type(screen.getByLabelText(/Username/), 'fpi_ilaro');
    await user.type(screen.getByLabelText(/^Password/), 'Strong-Pass1');
    await user.type(screen.getByLabelText(/Confirm password/), 'Strong-Pass1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    await waitFor(() => expect(server.requestsTo('POST /institutions')).toHaveLength(1));
    expect(server.requestsTo('POST /institutions')[0]!.url).toBe('/api/v1/institutions');
    expect(server.requestsTo('POST /institutions')[0]!.body).toEqual({
      user_type: 'institution',
      name: 'Federal Polytechnic Ilaro',
      email: 'registry@fpi.edu.ng',
      username: 'fpi_ilaro',
      password: 'Strong-Pass1',
      institution_type: 'federal-polytechnics',
      ownership_type: 'federal',
      notice_version: 3,
    });
    const username = await screen.findByLabelText(/Username/);
    expect(username.getAttribute('aria-invalid')).toBe('true');
  });
});
