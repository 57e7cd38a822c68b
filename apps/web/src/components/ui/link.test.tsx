import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link } from './link';

function Where() {
  const { pathname, search, state } = useLocation();
  return <p data-testid="where">{`${pathname}${search}${state ? ` ${JSON.stringify(state)}` : ''}`}</p>;
}

function renderLinks(onClick?: (event: React.MouseEvent) => void) {
  const page = (
    <>
      <Where />
      <Link to="/jobs?job=j1" className="link" aria-label="Open the job" onClick={onClick}>
        Job
      </Link>
      <Link to={{ pathname: '/surveys', search: '?tab=open' }} state={{ from: 'home' }}>
        Surveys
      </Link>
      <Link to="/jobs?job=j1" target="_blank">
        New tab
      </Link>
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element: page },
      { path: '/jobs', element: page },
      { path: '/surveys', element: page },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const click = (name: string, init: MouseEventInit = {}) =>
  act(() => {
    fireEvent.click(screen.getByRole('link', { name }), { button: 0, ...init });
  });

describe('Link', () => {
  it('is a real link with the href of the page, and passes the rest to the <a>', () => {
    renderLinks();
    const link = screen.getByRole('link', { name: 'Open the job' });
    expect(link.getAttribute('href')).toBe('/jobs?job=j1');
    expect(link.className).toBe('link');
    expect(screen.getByRole('link', { name: 'Surveys' }).getAttribute('href')).toBe('/surveys?tab=open');
  });

  it('moves inside the app on a click, with the state it was given', async () => {
    const router = renderLinks();
    await click('Open the job');
    expect(screen.getByTestId('where').textContent).toBe('/jobs?job=j1');
    await click('Surveys');
    expect(screen.getByTestId('where').textContent).toBe('/surveys?tab=open {"from":"home"}');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('leaves Ctrl/⌘/Shift-clicks, other buttons and target="_blank" to the browser', async () => {
    renderLinks();
    await click('Open the job', { ctrlKey: true });
    await click('Open the job', { metaKey: true });
    await click('Open the job', { shiftKey: true });
    await click('Open the job', { button: 1 });
    await click('New tab');
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it("runs the caller's onClick first, and stays put when it prevents the default", async () => {
    const calls: string[] = [];
    renderLinks((event) => {
      calls.push('clicked');
      event.preventDefault();
    });
    await click('Open the job');
    expect(calls).toEqual(['clicked']);
    expect(screen.getByTestId('where').textContent).toBe('/');
  });
});

describe("React Router's Link", () => {
  it('is imported nowhere: it would put its prefetching code (2 KB gzip) back into the first load of /login', () => {
    const src = join(import.meta.dirname, '../..');
    const offenders = readdirSync(src, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
      .filter((file) =>
        /import\s*\{[^}]*\b(Link|NavLink)\b[^}]*\}\s*from\s*'react-router(\/dom)?'/.test(
          readFileSync(join(src, file), 'utf8'),
        ),
      );
    expect(offenders).toEqual([]);
  });
});
