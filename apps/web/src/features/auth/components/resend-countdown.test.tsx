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
});
