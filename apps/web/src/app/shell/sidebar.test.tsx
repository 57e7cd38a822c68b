import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render';
import { Sidebar } from './sidebar';

const props = {
  userType: 'institution' as const,
  username: 'federal_poly_ilaro',
  name: 'Federal Polytechnic Ilaro',
};

describe('Sidebar', () => {
  it("shows the role's sections and items, and the username cut to 10 characters", () => {
    renderWithRouter(<Sidebar {...props} locked={false} />);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    for (const section of ['Main', 'Survey', 'Institution members', 'Programmes']) {
      expect(within(nav).getByRole('heading', { name: section })).toBeTruthy();
    }
    const items = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(items).toEqual([
      'Overview',
      'Outcome data',
      'My surveys',
      'Staff',
      'Students',
      'Graduation roll',
      'Phone follow-up',
      'Tracer studies',
      'Approved programmes',
      'New programme',
    ]);
    expect(screen.getByText('federal_po…')).toBeTruthy();
  });

  it("marks only the open page's item, the one matching most of the address", () => {
    renderWithRouter(<Sidebar {...props} userType="admin" locked={false} />, '/admin/audit');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
      .map((link) => link.textContent);
    expect(current).toEqual(['Audit log']);
  });

  it('is locked, with the reason, while the profile is incomplete', () => {
    renderWithRouter(<Sidebar {...props} userType="graduate" locked />);
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).queryAllByRole('link')).toHaveLength(0);
    const overview = within(nav).getByText('Overview').closest('[aria-disabled]')!;
    expect(overview.getAttribute('aria-disabled')).toBe('true');
    const reason = document.getElementById(overview.getAttribute('aria-describedby')!)!;
    expect(reason.textContent).toContain('unlocks once your profile is complete');
    expect(screen.getByRole('link', { name: 'Continue profile set-up' }).getAttribute('href')).toBe(
      '/get-started',
    );
  });
});
