import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { setApiTransport } from '../../lib/api.ts';
import { RegisterPage } from './RegisterPage.tsx';

function renderForm() {
  render(
    <MemoryRouter>
      <RegisterPage />
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });
const errorOf = (label: string) => {
  const id = field(label).getAttribute('aria-describedby');
  return id ? document.getElementById(id.split(' ')[0]!)?.textContent : undefined;
};

describe('the register form', () => {
  it('names what is missing in each field once it is left empty', async () => {
    const user = renderForm();
    for (const label of ['First Name', 'Last Name', 'Email', 'Phone Number', 'Address']) {
      await user.click(field(label));
    }
    await user.click(field('Password'));
    await user.tab();
    expect(errorOf('First Name')).toBe('Please enter your first name');
    expect(errorOf('Last Name')).toBe('Please enter your last name');
    expect(errorOf('Email')).toBe('Please enter your email address');
    expect(errorOf('Phone Number')).toBe('Please enter your phone number');
    expect(errorOf('Address')).toBe('Please enter your address');
    expect(screen.getByRole('button', { name: 'Register' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
  });

  it('shows what is missing in every field when its held-back button is pressed, and sends nothing', async () => {
    const sent: string[] = [];
    setApiTransport((url) => {
      sent.push(url);
      return Promise.resolve(Response.json({ message: 'registered', success: true }));
    });
    const user = renderForm();
    await user.type(field('First Name'), 'Casey');
    const register = screen.getByRole('button', { name: 'Register' });
    expect(register.getAttribute('aria-disabled')).toBe('true');
    // Untouched fields show nothing yet.
    expect(errorOf('Last Name')).toBeUndefined();

    await user.click(register);
    // The spec: on a submit attempt every field counts as touched.
    expect(errorOf('First Name')).toBeUndefined();
    expect(field('First Name').classList.contains('is-valid')).toBe(true);
    expect(errorOf('Last Name')).toBe('Please enter your last name');
    expect(errorOf('Email')).toBe('Please enter your email address');
    expect(errorOf('Phone Number')).toBe('Please enter your phone number');
    expect(errorOf('Address')).toBe('Please enter your address');
    expect(errorOf('Zip Code')).toBeTruthy();
    expect(errorOf('Password')).toBeTruthy();
    expect(errorOf('Confirm Password')).toBe('Please confirm your password');
    expect(document.activeElement).toBe(field('Last Name'));
    expect(sent).toEqual([]);
  });

  it('says what is wrong with a value, rule by rule', async () => {
    const user = renderForm();
    await user.type(field('First Name'), 'A');
    await user.type(field('Email'), 'not-an-address');
    await user.type(field('Password'), 'short');
    await user.type(field('Confirm Password'), 'other');
    await user.tab();
    expect(errorOf('First Name')).toBe('First name must be at least 2 characters');
    expect(errorOf('Email')).toBe('Invalid email address');
    expect(errorOf('Password')).toBe('Password must be at least 8 characters');
    expect(errorOf('Confirm Password')).toBe("Passwords fields doesn't match");
    await user.clear(field('Password'));
    await user.type(field('Password'), 'longenough');
    expect(errorOf('Password')).toBe('Password must contain at least one uppercase letter');
  });

  it('takes nines in the phone mask as digits, not as empty slots', async () => {
    const user = renderForm();
    await user.type(field('Phone Number'), '9999999999');
    await user.tab();
    expect(field('Phone Number')).toHaveProperty('value', '(999) 999-9999');
    expect(errorOf('Phone Number')).toBeUndefined();
  });
});
