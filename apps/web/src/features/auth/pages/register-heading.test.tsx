import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/test/render';

describe('/register heading (issue 9: grammar)', () => {
  it.each([
    ['employer', 'Not an employer?'],
    ['institution', 'Not an institution?'],
    ['graduate', 'Not a graduate?'],
    ['staff', "Not on an institution's staff?"],
  ])('reads well for the %s form', async (type, text) => {
    renderApp(`/register?type=${type}`);
    const link = await screen.findByRole('link', { name: 'Choose another account type' });
    expect(link.parentElement?.textContent).toContain(text);
    expect(link.parentElement?.textContent).not.toMatch(/Not a [aeiou]/i);
  });
});
