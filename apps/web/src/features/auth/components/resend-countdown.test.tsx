import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ResendCountdown } from './resend-countdown';

describe('ResendCountdown', () => {
  it('counts down from 1:00, then offers to resend and starts again', async () => {
    vi.useFakeTimers();
    const onResend = vi.fn(() => Promise.resolve());
    render(<ResendCountdown onResend={onResend} />);
    expect(screen.getByRole('timer').textContent).toBe('Code will expire in 1:00');

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer').textContent).toBe('Code will expire in 0:59');
    act(() => vi.advanceTimersByTime(50_000));
    expect(screen.getByRole('timer').textContent).toBe('Code will expire in 0:09');
    expect(screen.queryByRole('button', { name: 'Resend code' })).toBeNull();

    act(() => vi.advanceTimersByTime(9000));
    expect(screen.queryByRole('timer')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    });
    expect(onResend).toHaveBeenCalledOnce();
    expect(screen.getByRole('timer').textContent).toBe('Code will expire in 1:00');
  });

  it("says beside the spec's countdown how long the mailed code really works (issue 9: not 1 minute)", () => {
    vi.useFakeTimers();
    render(<ResendCountdown onResend={() => Promise.resolve()} />);
    expect(screen.getByText(/The code in the e-mail works for 10 minutes\./)).toBeTruthy();
    expect(screen.getByText(/A new code can be sent when this reaches 0:00/)).toBeTruthy();
    act(() => vi.advanceTimersByTime(61_000));
    // After the wait, still said: asking for a new code is not needed for a code under 10 minutes old.
    expect(screen.getByText(/The code in the e-mail works for 10 minutes\./)).toBeTruthy();
  });
});
