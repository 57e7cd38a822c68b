import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { curvePoints, ResponseCurve } from './response-curve';

describe('responses per day since the wave opened', () => {
  it('counts every day from the opening, days without answers at 0, with the running total', () => {
    const points = curvePoints(
      [
        { day: '2026-03-03', responses: 4 },
        { day: '2026-03-05', responses: 1 },
      ],
      '2026-03-01T08:00:00.000Z',
    );
    expect(points.map((point) => [point.day, point.date, point.responses, point.total])).toEqual([
      [0, '2026-03-01', 0, 0],
      [1, '2026-03-02', 0, 0],
      [2, '2026-03-03', 4, 4],
      [3, '2026-03-04', 0, 4],
      [4, '2026-03-05', 1, 5],
    ]);
  });

  it('is an image named by its title and summary, with the numbers as a table', () => {
    render(
      <ResponseCurve
        title="Responses per day"
        perDay={[
          { day: '2026-03-01', responses: 2 },
          { day: '2026-03-02', responses: 3 },
        ]}
      />,
    );
    expect(
      screen.getByRole('img', {
        name: 'Responses per day 5 responses over 2 days since the wave opened; the most, 3, on day 1 (2026-03-02).',
      }),
    ).toBeTruthy();
    const rows = screen.getAllByRole('row', { hidden: true });
    expect(rows.map((row) => row.textContent)).toEqual([
      'DayDateResponsesSo far',
      '02026-03-0122',
      '12026-03-0235',
    ]);
  });
});
