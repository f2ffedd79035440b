import { newCustomer } from '../support/harness.ts';

export interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

/** One JSON request to a running server; throws when the connection itself fails. */
export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<Answer> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = { text };
  }
  return { status: response.status, body, headers: response.headers };
}

/** Registers and signs in `count` new customers through the API; their tokens. */
export async function customers(baseUrl: string, count: number): Promise<string[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const customer = newCustomer();
      const registered = await call(baseUrl, 'POST', '/api/register', { body: customer });
      if (registered.status !== 201) throw new Error(`register: ${JSON.stringify(registered)}`);
      const signedIn = await call(baseUrl, 'POST', '/api/login', {
        body: { email: customer.email, password: customer.password },
      });
      if (signedIn.status !== 200) throw new Error(`login: ${JSON.stringify(signedIn)}`);
      return signedIn.body.token as string;
    }),
  );
}

export async function adminToken(baseUrl: string): Promise<string> {
  const answer = await call(baseUrl, 'POST', '/api/login', {
    body: { email: 'admin@keyturn.example', password: 'Admin#2026' },
  });
  if (answer.status !== 200) throw new Error(`admin login: ${JSON.stringify(answer)}`);
  return answer.body.token as string;
}
