import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';

describe('registration messages (issue 9)', () => {
  it('name fields by their labels and the summary follows the fields as they are fixed', async () => {
    const user = userEvent.setup();
    renderApp('/register?type=employer');
    await user.type(await screen.findByLabelText(/^Organisation name/), 'Acme $$$');
    await user.click(screen.getByRole('button', { name: /Create account/ }));
    const summary = await screen.findByRole('alert');
    const before = within(summary).getAllByRole('link').length;
    expect(summary.textContent).toMatch(/Organisation name /);
    // No entry starts with an API field name ('name may contain…', 'username must…').
    for (const link of within(summary).getAllByRole('link')) {
      expect(link.textContent).not.toMatch(/^[a-z][a-z0-9_]* /);
    }

    await user.clear(screen.getByLabelText(/^Organisation name/));
    await user.type(screen.getByLabelText(/^Organisation name/), 'Acme Fabrication Ltd');
    expect(within(summary).getAllByRole('link')).toHaveLength(before - 1);
    expect(summary.textContent).not.toMatch(/Organisation name/);
  });
});
