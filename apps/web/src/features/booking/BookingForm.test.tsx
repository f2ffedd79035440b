import type { Vehicle } from '@keyturn/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { setApiTransport } from '../../lib/api.ts';
import { AuthContext, type AuthContextValue } from '../auth/auth-context.ts';
import { BookingForm } from './BookingForm.tsx';

const vehicle = { id: 7, model: 'Test Car', pricePerHour: 20 } as Vehicle;
const signedOut: AuthContextValue = {
  restoring: false,
  isLoggedIn: false,
  user: null,
  loggedOut: false,
  signIn: () => Promise.reject(new Error('not in this test')),
  signOut: () => undefined,
  reloadUser: () => Promise.resolve(),
};

/** The server's own answer to GET /api/settings, as it sends it with TIME_ZONE set. */
function serverInZone(timeZone: string) {
  setApiTransport((url) =>
    Promise.resolve(
      url.endsWith('/api/settings')
        ? Response.json({ timeZone, bookingHorizonDays: 365, cancellationNoticeHours: 24 })
        : new Response(null, { status: 404 }),
    ),
  );
}

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AuthContext value={signedOut}>
        <MemoryRouter>
          <BookingForm vehicle={vehicle} />
        </MemoryRouter>
      </AuthContext>
    </QueryClientProvider>,
  );
}

describe('the booking form', () => {
  // 20:00 UTC on December 1 is still December 1 in San Francisco, already December 2 at UTC+14.
  const evening = new Date('2026-12-01T20:00:00Z');

  it.each([
    ['America/Los_Angeles', '2026-12-01'],
    ['Pacific/Kiritimati', '2026-12-02'],
  ])('counts "today" in the zone the server runs in (%s)', async (timeZone, today) => {
    vi.useFakeTimers({ toFake: ['Date'], now: evening });
    serverInZone(timeZone);
    renderForm();
    const pickUpDate = await screen.findByLabelText('Pick Up Date');
    expect(pickUpDate.getAttribute('min')).toBe(today);
  });
});
