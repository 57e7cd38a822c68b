import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithRouter, signInAs } from '@/test/render';
import { envelope, serve } from '@/test/serve';
import { OptOutPage } from './opt-out-page';

const TOKEN = 'tok_abcdefghijklmnop';
const STOP = `POST /tracer/opt-out/${TOKEN}`;

describe('/a/{token}/stop (issues 25, 26)', () => {
  it('stops the messages on the press, not on the visit, with no token sent, and shows the answer', async () => {
    // Even in a browser signed in to an account: the link's token is the only key.
    signInAs('graduate');
    const server = serve({
      [STOP]: () => envelope(200, 'You will get no more tracer messages', null),
    });
    const user = userEvent.setup();
    renderWithRouter(
      <Routes>
        <Route path="/a/:token/stop" element={<OptOutPage />} />
      </Routes>,
      `/a/${TOKEN}/stop`,
    );
    const button = await screen.findByRole('button', { name: 'Stop all tracer messages to me' });
    expect(server.requests).toEqual([]);
    await user.click(button);
    expect((await screen.findByRole('status')).textContent).toBe('You will get no more tracer messages');
    expect(server.requestsTo(STOP)).toHaveLength(1);
    expect(server.requestsTo(STOP)[0]?.headers.Authorization).toBeUndefined();
  });
});
