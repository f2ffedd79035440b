import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { visible } from './wait.ts';

export const ADMIN = { email: 'admin@keyturn.example', password: 'Admin#2026' };
export const CUSTOMER = { email: 'customer@keyturn.example', password: 'Customer#2026' };

/** Waits for a SweetAlert2 toast with exactly this text. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await visible(page.locator('.swal2-toast .swal2-title', { hasText: text }));
}

export async function dismissToasts(page: Page): Promise<void> {
  await page.evaluate(() =>
    document.querySelectorAll('.swal2-container').forEach((el) => el.remove()),
  );
}

export async function login(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expectToast(page, 'You have successfully logged in');
  await page.waitForURL((url) => url.pathname === '/');
  await dismissToasts(page);
}

let counter = 0;

export interface NewUser {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A unique customer, registered straight through the API (the register form has its own test). */
export async function registerViaApi(baseUrl: string): Promise<NewUser> {
  counter += 1;
  const user = {
    firstName: 'Robin',
    lastName: `Tester${counter}`,
    email: `robin.${Date.now()}.${counter}@example.com`,
    password: 'Start#2026x',
  };
  const response = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      ...user,
      phoneNumber: '(415) 555-0199',
      address: '500 Howard Street',
      zipCode: '94105',
    }),
  });
  assert.equal(response.status, 201, await response.text());
  return user;
}
