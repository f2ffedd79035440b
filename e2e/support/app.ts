import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { baseUrl } from './browser.ts';
import { until, visible } from './wait.ts';

export const ADMIN = { email: 'admin@keyturn.example', password: 'Admin#2026' };
export const CUSTOMER = { email: 'customer@keyturn.example', password: 'Customer#2026' };

/**
 * Waits until React has taken this server-drawn element over. A page's parts are taken over
 * one Suspense boundary at a time, the toast corner (waitForApp) first; a link clicked before
 * its part is taken over is followed by the browser itself, loading the page anew. React marks
 * an element it has taken over with its props.
 */
export async function takenOver(locator: Locator): Promise<void> {
  await locator.first().waitFor({ state: 'attached' });
  await until(
    () =>
      locator
        .first()
        .evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps'))),
    'React took the element over',
  );
}

/** The toasts on the page (components/Toaster.tsx of the web app). */
export function toasts(page: Page): Locator {
  return page.locator('.app-toast');
}

/**
 * Waits until the browser has taken the server's HTML over, so clicks reach the app: the toast
 * corner is only drawn from then on.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('.toast-stack').waitFor({ state: 'attached' });
}

/** Waits for a toast whose title is this text, announced as a status or an alert. */
export async function expectToast(page: Page, text: string): Promise<void> {
  const toast = toasts(page).filter({
    has: page.locator('.app-toast-title', { hasText: text }),
  });
  await visible(toast);
  const role = await toast.first().getAttribute('role');
  assert.ok(role === 'status' || role === 'alert', `the toast "${text}" is announced (${role})`);
}

/**
 * Closes every toast with its close button, as a person would. A toast may time out between
 * being counted and being clicked: the click then has nothing left to wait for, which is fine.
 */
export async function dismissToasts(page: Page): Promise<void> {
  const close = toasts(page).getByRole('button', { name: 'Close' });
  while ((await close.count()) > 0) {
    try {
      await close.first().click({ timeout: 2_000 });
    } catch (error) {
      if ((await close.count()) > 0) throw error;
    }
  }
}

/** The same place of the site: one path, and the same query whatever its encoding. */
function samePlace(path: string, expected: string): boolean {
  const [a, b] = [new URL(path, 'http://site'), new URL(expected, 'http://site')];
  const query = (url: URL) => JSON.stringify([...url.searchParams].sort());
  return a.origin === b.origin && a.pathname === b.pathname && query(a) === query(b);
}

const loginButton = (page: Page) => page.getByRole('button', { name: 'Login', exact: true });

/**
 * Waits until the page is the login page, set to come back to `returnTo` (path and query), and
 * drawn by the app: the address changes before the page it names is on the screen, and the
 * register form before it has an Email and a Password field too.
 */
export async function waitForLoginPage(page: Page, returnTo?: string): Promise<void> {
  await page.waitForURL((url) => {
    if (url.pathname !== '/auth/login') return false;
    const target = url.searchParams.get('returnTo');
    return returnTo === undefined
      ? target === null
      : target !== null && samePlace(target, returnTo);
  });
  await takenOver(loginButton(page));
}

export async function login(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  await takenOver(loginButton(page));
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await loginButton(page).click();
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
export async function registerViaApi(
  baseUrl: string,
  overrides: Partial<NewUser> = {},
): Promise<NewUser> {
  counter += 1;
  const user = {
    firstName: 'Robin',
    lastName: `Tester${counter}`,
    email: `robin.${Date.now()}.${counter}@example.com`,
    password: 'Start#2026x',
    ...overrides,
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

/** A new customer, registered straight through the API and signed in on the page. */
export async function signInNewCustomer(page: Page): Promise<NewUser> {
  const user = await registerViaApi(baseUrl);
  await login(page, user.email, user.password);
  return user;
}
