import { afterAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_INVALID_MESSAGE } from '@keyturn/shared';
import { newCustomer } from '../support/harness.ts';
import { call } from './http.ts';
import { startServerOnOwnDatabase, type ServerOnOwnDatabase } from './own-database.ts';

/** Far more password checks at once than the server hashes (2) and lets wait (64). */
const FLOOD = 150;
const BUSY = 'The server is busy, please try again in a moment.';

let own: ServerOnOwnDatabase | undefined;
afterAll(() => own?.remove());

/** One JSON request; its status, message and Retry-After. */
async function send(url: string, method: string, body: unknown, token?: string) {
  const response = await fetch(url, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const { message } = (await response.json()) as { message?: string };
  return { status: response.status, message, retryAfter: response.headers.get('retry-after') };
}

describe('a flood of password checks', () => {
  it('is refused beyond the bound with 503 and Retry-After while pages keep answering', async () => {
    // A real memory-hard cost (16 MiB a hash), under production's so that the line drains within
    // the test's time; the rate limits stay out of the way (server-process.ts) to meet the bound.
    own = await startServerOnOwnDatabase({ PASSWORD_HASH_LOG_N: '14' });
    const { url } = own.server;
    const customer = newCustomer();
    expect((await call(url, 'POST', '/api/register', { body: customer })).status).toBe(201);
    const signIn = () =>
      call(url, 'POST', '/api/login', {
        body: { email: customer.email, password: customer.password },
      });
    const token = (await signIn()).body.token as string;

    let settled = 0;
    const flood = Array.from({ length: FLOOD }, (_, i) => {
      const guess = `Wrong#Guess${i}`;
      const attempt =
        i % 2 === 0
          ? send(
              `${url}/api/user/auth`,
              'PATCH',
              { oldPassword: guess, newPassword: 'New#Pass123' },
              token,
            )
          : send(`${url}/api/login`, 'POST', { email: customer.email, password: guess });
      return attempt.finally(() => settled++);
    });

    for (let i = 0; i < 5; i++) {
      const page = await call(url, 'GET', '/api/car/visitors/pages?page=0&size=6');
      expect(page.status).toBe(200);
      expect(settled, 'the page waited for the hashing').toBeLessThan(FLOOD);
    }

    // Every check gets an answer; a connection cut instead (seen once in CI) shows the server's
    // own account of it.
    const answers = await Promise.all(flood).catch((error: unknown) => {
      throw new Error(
        `a password check got no answer; the server wrote:\n${own?.server.output()}`,
        {
          cause: error,
        },
      );
    });
    const statuses = answers.map((answer) => answer.status);
    expect(
      statuses.every((status) => status === 400 || status === 503),
      String(statuses),
    ).toBe(true);
    const busy = answers.filter((answer) => answer.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) {
      expect(answer.message).toBe(BUSY);
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    }

    // Once the line has drained, the owner signs in as ever.
    expect((await signIn()).status).toBe(200);
  });

  it('never reaches the hashing with password-reset guesses: each is refused as a bad link', async () => {
    own ??= await startServerOnOwnDatabase({ PASSWORD_HASH_LOG_N: '14' });
    const { url } = own.server;
    const answers = await Promise.all(
      Array.from({ length: FLOOD }, (_, i) =>
        send(`${url}/api/password/reset`, 'POST', {
          token: `guessed-token-${i}`,
          newPassword: 'New#Pass123',
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(new Set(statuses), String(statuses)).toEqual(new Set([400]));
    expect(new Set(answers.map((answer) => answer.message))).toEqual(
      new Set([PASSWORD_RESET_INVALID_MESSAGE]),
    );
  });
});
