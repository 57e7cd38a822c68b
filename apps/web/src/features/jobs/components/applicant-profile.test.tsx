import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sizeInMb } from '@/lib/profile-format';
import { renderWithData } from '@/test/render';
import { anApplicant } from '../test/fixtures';
import { ApplicantProfile } from './applicant-profile';

describe('applicant detail (spec 001 §2)', () => {
  it('shows the address with commas, the e-mail as a mail link, the skills as a comma list', () => {
    renderWithData(<ApplicantProfile applicant={anApplicant({ phone: null })} />);
    expect(screen.getByText('12 Harmony Road, Ogun, Nigeria')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'amina.bello.graduate@example.ng' }).getAttribute('href')).toBe(
      'mailto:amina.bello.graduate@example.ng',
    );
    expect(screen.getByText('Electrical installation, Solar PV maintenance')).toBeTruthy();
    expect(screen.getByText('Female')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'View resume cv.pdf' })).toBeTruthy();
  });

  it("says N/a for what is missing, and shows the initial when there's no picture", () => {
    const applicant = anApplicant({ phone: null, address: null });
    applicant.graduate_id.resume_id = null;
    applicant.graduate_id.skills_acquired = [];
    applicant.graduate_id.state = null;
    const { container } = renderWithData(<ApplicantProfile applicant={applicant} />);
    expect(screen.getAllByText('N/a')).toHaveLength(5);
    expect(container.querySelector('span[aria-hidden="true"]')?.textContent).toBe('A');
  });
});

describe('sizeInMb (spec 000 §9: sizes in MB)', () => {
  it('shows a file size in MB', () => {
    expect(sizeInMb(1_572_864)).toBe('1.50 MB');
    expect(sizeInMb(44)).toBe('< 0.01 MB');
  });
});
