import { afterEach, describe, expect, it } from 'vitest';
import { apiRequest, ApiError, apiUrl, errorMessage, setApiTransport } from './api.ts';

const FALLBACK = 'Login failed. Please try again.';

/** Makes one call that the given transport answers, and returns the message a toast shows. */
async function shownFor(transport: () => Promise<Response>): Promise<string> {
  setApiTransport(transport);
  const failure = await apiRequest('/login', { method: 'POST', body: {} }).then(
    () => expect.fail('the call should fail'),
    (error: unknown) => error,
  );
  return errorMessage(failure, FALLBACK);
}

const envelope = (status: number, message: string) =>
  new Response(JSON.stringify({ statusCode: status, message }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

describe('errorMessage', () => {
  afterEach(() => setApiTransport((url, init) => fetch(url, init)));

  it("shows the server's sentence when it refused the request", async () => {
    expect(await shownFor(async () => envelope(401, 'Email or password is wrong.'))).toBe(
      'Email or password is wrong.',
    );
    expect(await shownFor(async () => envelope(429, 'Too many attempts.'))).toBe(
      'Too many attempts.',
    );
  });

  it("shows the action's own sentence when the network is down", async () => {
    expect(await shownFor(() => Promise.reject(new TypeError('Failed to fetch')))).toBe(FALLBACK);
  });

  it("shows the action's own sentence for a gateway's HTML page", async () => {
    const gatewayPage = () =>
      Promise.resolve(
        new Response('<html><body><h1>502 Bad Gateway</h1></body></html>', {
          status: 502,
          headers: { 'Content-Type': 'text/html' },
        }),
      );
    expect(await shownFor(gatewayPage)).toBe(FALLBACK);
  });

  it("shows the action's own sentence when the server fails", async () => {
    expect(await shownFor(async () => envelope(500, 'Something went wrong on our side.'))).toBe(
      FALLBACK,
    );
    expect(await shownFor(async () => envelope(503, 'The service is unavailable.'))).toBe(FALLBACK);
  });

  it('keeps the status of an answer that was not the envelope', async () => {
    setApiTransport(async () => new Response('Not Found', { status: 404 }));
    const failure = await apiRequest('/nowhere').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
    expect(errorMessage(failure, FALLBACK)).toBe(FALLBACK);
  });
});

describe('apiUrl', () => {
  it('repeats a parameter for each item of a list, and leaves out what is undefined', () => {
    expect(
      apiUrl('/car/visitors/search', {
        fuelType: ['Hybrid', 'Electricity'],
        transmission: undefined,
        page: 0,
        airConditioning: true,
      }),
    ).toBe(
      '/api/car/visitors/search?fuelType=Hybrid&fuelType=Electricity&page=0&airConditioning=true',
    );
  });
});
