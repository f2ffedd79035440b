import {
  PASSWORD_RESET_INVALID_MESSAGE,
  PASSWORD_RESET_SENT_MESSAGE,
  PASSWORD_RESET_DONE_MESSAGE,
} from '@keyturn/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiTransport } from '../../lib/api.ts';
import { signedOutAuth } from '../../test/auth.ts';
import { AuthContext } from './auth-context.ts';
import { ForgotPasswordPage } from './ForgotPasswordPage.tsx';
import { ResetPasswordPage } from './ResetPasswordPage.tsx';

/** The server's answer to every call, and the bodies it was sent. */
function serve(status: number, message: string) {
  const bodies: unknown[] = [];
  setApiTransport((_url, init) => {
    bodies.push(typeof init.body === 'string' ? JSON.parse(init.body) : undefined);
    return Promise.resolve(Response.json({ message, success: status < 400 }, { status }));
  });
  return bodies;
}

function renderAt(path: string) {
  render(
    <AuthContext value={signedOutAuth}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/auth/forgot-password" element={<ForgotPasswordPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/auth/login" element={<h1>Login page</h1>} />
        </Routes>
      </MemoryRouter>
    </AuthContext>,
  );
  return userEvent.setup();
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });

afterEach(() => setApiTransport((url, init) => fetch(url, init)));

describe('the forgot password page', () => {
  it("shows the server's one answer, whoever the address belongs to", async () => {
    const bodies = serve(200, PASSWORD_RESET_SENT_MESSAGE);
    const user = renderAt('/auth/forgot-password');
    await user.type(field('Email'), '  someone@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send Me A Link' }));
    expect((await screen.findByRole('status')).textContent).toBe(PASSWORD_RESET_SENT_MESSAGE);
    expect(bodies).toEqual([{ email: 'someone@example.com' }]);
  });
});

describe('the reset password page', () => {
  it('applies the registration strength rules before asking the server', async () => {
    const bodies = serve(200, PASSWORD_RESET_DONE_MESSAGE);
    const user = renderAt('/reset-password?token=abc');
    await user.type(field('New Password'), 'harbor2027');
    await user.type(field('Confirm New Password'), 'harbor2028');
    await user.tab();
    expect(screen.getByText('Password must contain at least one uppercase letter')).toBeDefined();
    expect(screen.getByText("Passwords fields doesn't match")).toBeDefined();
    expect(
      screen.getByRole('button', { name: 'Save New Password' }).getAttribute('aria-disabled'),
    ).toBe('true');
    expect(bodies).toEqual([]);
  });

  it('sends the token with the new password, then leads to the login page', async () => {
    const bodies = serve(200, PASSWORD_RESET_DONE_MESSAGE);
    const user = renderAt('/reset-password?token=abc-123');
    await user.type(field('New Password'), 'Harbor#2027z');
    await user.type(field('Confirm New Password'), 'Harbor#2027z');
    await user.click(screen.getByRole('button', { name: 'Save New Password' }));
    await screen.findByRole('heading', { name: 'Login page' });
    expect(bodies).toEqual([{ token: 'abc-123', newPassword: 'Harbor#2027z' }]);
  });

  it("shows the server's sentence for a used or expired link, and the way to a new one", async () => {
    serve(400, PASSWORD_RESET_INVALID_MESSAGE);
    const user = renderAt('/reset-password?token=spent');
    await user.type(field('New Password'), 'Harbor#2027z');
    await user.type(field('Confirm New Password'), 'Harbor#2027z');
    await user.click(screen.getByRole('button', { name: 'Save New Password' }));
    expect(await screen.findByText(PASSWORD_RESET_INVALID_MESSAGE)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/auth/forgot-password',
    );
  });

  it('says a link without its token is incomplete', () => {
    renderAt('/reset-password');
    expect(screen.getByText(/This link is incomplete/)).toBeDefined();
    expect(screen.queryByLabelText('New Password')).toBeNull();
  });
});
