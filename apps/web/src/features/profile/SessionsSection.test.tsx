import type { Session } from '@keyturn/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmDialog } from '../../components/ConfirmDialog.ts';
import { setApiTransport } from '../../lib/api.ts';
import { signedOutAuth } from '../../test/auth.ts';
import { customerUser } from '../../test/customer.ts';
import { AuthContext } from '../auth/auth-context.ts';
import { SessionsSection } from './SessionsSection.tsx';

vi.mock('../../components/ConfirmDialog.ts', () => ({ confirmDialog: vi.fn() }));

const laptop: Session = {
  id: 7,
  device: 'Firefox on macOS',
  address: '198.51.100.4',
  createdAt: '2031-06-10T09:00:00',
  lastUsedAt: '2031-06-10T09:30:00',
  current: true,
};
const phone: Session = {
  id: 5,
  device: 'Chrome on Android',
  address: '203.0.113.7',
  createdAt: '2031-06-09T18:00:00',
  lastUsedAt: '2031-06-09T18:05:00',
  current: false,
};

/** The server's sessions; a DELETE takes one away. Every call is kept as "METHOD path". */
function serve(held: Session[]) {
  const calls: string[] = [];
  setApiTransport((url, init) => {
    const path = new URL(url, 'http://keyturn.test').pathname;
    const method = init.method ?? 'GET';
    calls.push(`${method} ${path}`);
    const ended = /\/api\/user\/sessions\/(\d+)$/.exec(path);
    if (method === 'DELETE' && ended) {
      held = held.filter((session) => session.id !== Number(ended[1]));
      return Promise.resolve(Response.json({ message: 'The session has been ended.' }));
    }
    return Promise.resolve(Response.json(held));
  });
  return calls;
}

function renderSection() {
  const signOut = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthContext.Provider
        value={{ ...signedOutAuth, isLoggedIn: true, user: customerUser, signOut }}
      >
        <MemoryRouter initialEntries={['/user']}>
          <Routes>
            <Route path="/user" element={<SessionsSection />} />
            <Route path="/" element={<p>Home page</p>} />
          </Routes>
        </MemoryRouter>
      </AuthContext.Provider>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup(), signOut };
}

const row = (device: string) => screen.getByRole('listitem', { name: device });

afterEach(() => {
  vi.mocked(confirmDialog).mockReset();
  setApiTransport((url, init) => fetch(url, init));
});

describe('the sessions section', () => {
  it('lists each session with its device, address and last use, and marks this device', async () => {
    serve([laptop, phone]);
    renderSection();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Firefox on macOS',
      'Chrome on Android',
    ]);
    expect(within(row('Firefox on macOS')).getByText('This device')).toBeTruthy();
    expect(within(row('Chrome on Android')).queryByText('This device')).toBeNull();
    expect(row('Chrome on Android').textContent).toContain('203.0.113.7');
    expect(row('Chrome on Android').textContent).toContain('Last used Mon, Jun 9, 2031 · 6:05 PM');
    expect(
      within(row('Chrome on Android')).getByRole('button', {
        name: 'End session: Chrome on Android',
      }),
    ).toBeTruthy();
  });

  it('ends another session once confirmed, and lists what is left', async () => {
    const calls = serve([laptop, phone]);
    const { user, signOut } = renderSection();
    const end = await screen.findByRole('button', { name: 'End session: Chrome on Android' });

    vi.mocked(confirmDialog).mockResolvedValueOnce(false);
    await user.click(end);
    expect(calls).not.toContain('DELETE /api/user/sessions/5');

    vi.mocked(confirmDialog).mockResolvedValueOnce(true);
    await user.click(end);
    expect(vi.mocked(confirmDialog).mock.calls[1]![0]).toMatchObject({
      title: 'End session',
      text: 'Chrome on Android (203.0.113.7) will be signed out.',
    });
    await vi.waitFor(() => expect(screen.queryByText('Chrome on Android')).toBeNull());
    expect(calls).toContain('DELETE /api/user/sessions/5');
    expect(signOut).not.toHaveBeenCalled();
    expect(screen.getByText('Firefox on macOS')).toBeTruthy();
  });

  it("signs out, as the Logout does, after ending this device's own session", async () => {
    const calls = serve([laptop, phone]);
    const { user, signOut } = renderSection();
    vi.mocked(confirmDialog).mockResolvedValueOnce(true);
    await user.click(await screen.findByRole('button', { name: 'End session: Firefox on macOS' }));
    expect(await screen.findByText('Home page')).toBeTruthy();
    expect(calls).toContain('DELETE /api/user/sessions/7');
    expect(signOut).toHaveBeenCalledWith(true);
  });
});
