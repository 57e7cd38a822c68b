import { screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '@/test/render';
import { envelope, serve } from '@/test/serve';
import { BreachStopPage } from './breach-stop-page';
import { GuardianLinkPage } from './guardian-link-page';

describe('the privacy link pages', () => {
  it("a guardian's link confirms once and says so", async () => {
    const server = serve({
      'POST /privacy/guardian/confirm': () => envelope(200, 'Thank you: your confirmation is recorded.'),
    });
    renderWithRouter(
      <Routes>
        <Route path="/guardian/:token" element={<GuardianLinkPage />} />
      </Routes>,
      '/guardian/guardian-token-0123456789abcdef',
    );
    expect(await screen.findByText('Thank you: your confirmation is recorded.')).toBeTruthy();
    await waitFor(() => expect(server.requestsTo('POST /privacy/guardian/confirm')).toHaveLength(1));
    expect(server.requestsTo('POST /privacy/guardian/confirm')[0]!.body).toEqual({
      token: 'guardian-token-0123456789abcdef',
    });
  });

  it('a stop link that does not work says why', async () => {
    serve({ 'POST /privacy/breach-notices/stop': () => envelope(404, 'This link is not valid.') });
    renderWithRouter(
      <Routes>
        <Route path="/breach-notices/:token" element={<BreachStopPage />} />
      </Routes>,
      '/breach-notices/not-a-real-stop-token-000000',
    );
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeTruthy();
    expect(screen.getByText('This link is not valid.')).toBeTruthy();
  });
});
