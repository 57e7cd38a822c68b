import { act, render, screen } from '@testing-library/react';
import { MESSAGES, TOAST_DURATION_MS } from '@tvet/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster, toast } from './toast';

describe('Toast', () => {
  // The toast list lives outside React; let every toast expire so tests start with none.
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    act(() => vi.runAllTimers());
  });

  it('is green and polite for a success message (spec 000 §8)', () => {
    render(<Toaster />);
    act(() => toast(MESSAGES.passwordUpdated));
    const shown = screen.getByRole('status');
    expect(shown.textContent).toContain('password updated succesfully');
    expect(shown.dataset.tone).toBe('success');
    expect(shown.className).toContain('bg-brand-700');
  });

  it('is red and an alert for any other message', () => {
    render(<Toaster />);
    act(() => toast('Incorrect e-mail, password or account type.'));
    const shown = screen.getByRole('alert');
    expect(shown.dataset.tone).toBe('error');
    expect(shown.className).toContain('bg-red-700');
  });

  // Decision 0019: at the top from 640 px (spec 000 §8), at the bottom on a phone, for every message alike.
  it('sits at the bottom on a phone and at the top from 640 px', () => {
    render(<Toaster />);
    const classes = screen.getByRole('region', { name: 'Notifications' }).className.split(/\s+/);
    expect(classes).toEqual(expect.arrayContaining(['bottom-0', 'sm:top-0', 'sm:bottom-auto']));
  });

  it('disappears after 5 seconds', () => {
    render(<Toaster />);
    act(() => toast('Account created successfully.'));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.queryByRole('status')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
