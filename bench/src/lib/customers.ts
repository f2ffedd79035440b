import { TokenService } from '../../../apps/api/src/lib/tokens.ts';
import { BENCH_ADMIN_EMAIL, BENCH_PASSWORD, benchEmail } from './generate.ts';
import { withClient } from './postgres.ts';
import { BENCH_JWT_SECRET } from './processes.ts';

/**
 * Signs generated customers in through the API (the server must allow that many logins per
 * minute: AUTH_RATE_LIMIT_MAX), a few at a time: scrypt is deliberately slow.
 */
export async function signInAdmin(baseUrl: string): Promise<string> {
  return signInAs(baseUrl, BENCH_ADMIN_EMAIL);
}

async function signInAs(baseUrl: string, email: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  if (!response.ok) throw new Error(`login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

export async function signIn(baseUrl: string, count: number): Promise<string[]> {
  const tokens: string[] = [];
  for (let n = 1; n <= count; n += 5) {
    const batch = Array.from({ length: Math.min(5, count - n + 1) }, (_, k) => n + k);
    tokens.push(
      ...(await Promise.all(batch.map((customer) => signInAs(baseUrl, benchEmail(customer))))),
    );
  }
  return tokens;
}

/**
 * Sessions of the first `count` generated customers, each a session row (decision 077) and a
 * token signed as the server signs a login's, with the secret the bench starts its servers
 * with: thousands of customers without thousands of scrypt logins.
 */
export async function sessionsOf(databaseUrl: string, count: number): Promise<string[]> {
  const { rows } = await withClient(databaseUrl, (client) =>
    client.query<{ id: number; tokenVersion: number; sessionId: number }>(
      `WITH customers AS (
         SELECT id, token_version FROM users
         WHERE email LIKE 'bench.customer.%' ORDER BY id LIMIT $1
       ), started AS (
         INSERT INTO sessions (user_id, created_at, last_used_at, device, address)
         SELECT id, now(), now(), 'Bench', '127.0.0.1' FROM customers
         RETURNING id, user_id
       )
       SELECT c.id, c.token_version AS "tokenVersion", s.id AS "sessionId"
       FROM customers c JOIN started s ON s.user_id = c.id ORDER BY c.id`,
      [count],
    ),
  );
  const tokens = new TokenService(BENCH_JWT_SECRET, () => new Date());
  return Promise.all(
    rows.map((row) =>
      tokens.sign({ userId: row.id, tokenVersion: row.tokenVersion, sessionId: row.sessionId }),
    ),
  );
}
