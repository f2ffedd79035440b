import { BENCH_ADMIN_EMAIL, BENCH_PASSWORD, benchEmail } from './generate.ts';

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
