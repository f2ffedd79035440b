import {
  MIN_BOOKING_MESSAGE,
  NO_SHOW_BEFORE_PICK_UP_MESSAGE,
  ON_THE_ROAD_DROP_OFF_PASSED_MESSAGE,
  PICK_UP_IN_PAST_MESSAGE,
  type Reservation,
} from '@keyturn/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleReservation as reservation } from '../../../test/sample-reservation.ts';
import { settingsAnswer } from '../../../test/settings.ts';
import {
  changeSent,
  errorOf,
  fakeApi,
  field,
  refusal,
  openAdminForm,
  restoreApi,
  saveButton,
} from '../lib/testing/admin-page.tsx';
import { ReservationEditPage } from './ReservationEditPage.tsx';

// 12:00 in San Francisco (PST) on November 24, 2026.
const NOW = new Date('2026-11-24T20:00:00Z');

/** The server as the page meets it: the settings, this reservation, and a save's answer. */
function serve(shown: Reservation, saveAnswer = () => Response.json({ message: 'Saved' })) {
  return fakeApi(({ method, path }) => {
    if (path === '/settings') return settingsAnswer();
    if (path === `/reservations/${shown.id}/admin`) return Response.json(shown);
    return method === 'PUT' ? saveAnswer() : undefined;
  });
}

function renderPage(shown: Reservation) {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW });
  return openAdminForm(
    `/admin/reservations/${shown.id}`,
    ['/admin/reservations/:reservationId'],
    <ReservationEditPage />,
    'Reservation',
  );
}

const statusOptions = () =>
  within(field('Status'))
    .getAllByRole('option')
    .map((option) => option.textContent);

afterEach(() => {
  restoreApi();
  vi.restoreAllMocks();
});

describe('the office reservation form', () => {
  it('offers no no-show before pick-up, and never a return, which only a check-in records', async () => {
    serve(reservation({}));
    await renderPage(reservation({}));
    expect(statusOptions()).toEqual(['Select a status', 'Created', 'Cancelled']);
  });

  it('offers a no-show once pick-up has passed', async () => {
    const passed = reservation({
      pickUpTime: '2026-11-24T11:00:00',
      dropOffTime: '2026-11-24T15:00:00',
    });
    serve(passed);
    await renderPage(passed);
    expect(statusOptions()).toEqual(['Select a status', 'Created', 'Cancelled', 'No-show']);
  });

  it.each(['NO_SHOW', 'DONE', 'CANCELLED'] as const)(
    'shows a %s reservation read-only, as its banner says, and still lets it be deleted',
    async (status) => {
      const final = reservation({ status, pickUpTime: '2026-11-24T11:00:00' });
      serve(final);
      await renderPage(final);
      expect(screen.getByText(/its status is final, so it can no longer be changed/)).toBeDefined();
      const labels = ['Vehicle', 'Status', 'Pick Up Date', 'Pick Up Time', 'Drop Off Date'];
      const more = ['Drop Off Time', 'Pick Up Location', 'Drop Off Location'];
      for (const label of [...labels, ...more]) {
        expect(field(label).matches(':disabled'), label).toBe(true);
      }
      expect(statusOptions()).toHaveLength(2);
      expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Delete' })).toHaveProperty('disabled', false);
    },
  );

  it('lets the office cancel a booking waiting for its payment, and change nothing else', async () => {
    const waiting = reservation({ status: 'PENDING_PAYMENT', paymentUrl: 'https://pay.example/1' });
    const sent = serve(waiting);
    const user = await renderPage(waiting);
    expect(screen.getByText(/only cancelled/)).toBeDefined();
    expect(statusOptions()).toEqual(['Select a status', 'Awaiting payment', 'Cancelled']);
    const labels = ['Vehicle', 'Pick Up Date', 'Pick Up Time', 'Drop Off Date', 'Drop Off Time'];
    for (const label of [...labels, 'Pick Up Location', 'Drop Off Location']) {
      expect(field(label).matches(':disabled'), label).toBe(true);
    }
    await user.selectOptions(field('Status'), 'CANCELLED');
    await user.click(saveButton());
    await vi.waitFor(() => expect(changeSent(sent) !== undefined).toBe(true));
    expect(changeSent(sent)!.body).toMatchObject({
      pickUpTime: '11/25/2026 09:00:00',
      dropOffTime: '11/25/2026 13:00:00',
      pickUpLocation: 'Union Square',
      status: 'CANCELLED',
    });
  });

  it('lets the office move only the drop-off of a trip on the road, and not before now', async () => {
    const started = reservation({
      status: 'IN_PROGRESS',
      pickUpTime: '2026-11-24T10:00:00',
      dropOffTime: '2026-11-24T14:00:00',
    });
    const sent = serve(started);
    const user = await renderPage(started);
    expect(screen.getByText(/only its drop-off can change/)).toBeDefined();
    for (const label of ['Vehicle', 'Status', 'Pick Up Date', 'Pick Up Time', 'Pick Up Location']) {
      expect(field(label).matches(':disabled'), label).toBe(true);
    }
    for (const label of ['Drop Off Date', 'Drop Off Time', 'Drop Off Location']) {
      expect(field(label).matches(':disabled'), label).toBe(false);
    }
    // It is 12:00: 11:30 has passed, whatever the trip's own hour rule says.
    await user.clear(field('Drop Off Time'));
    await user.type(field('Drop Off Time'), '11:30');
    await user.tab();
    expect(errorOf('Drop Off Time')).toBe(ON_THE_ROAD_DROP_OFF_PASSED_MESSAGE);
    expect(saveButton().getAttribute('aria-disabled')).toBe('true');

    await user.clear(field('Drop Off Time'));
    await user.type(field('Drop Off Time'), '16:00');
    await user.tab();
    await user.click(saveButton());
    await vi.waitFor(() => expect(changeSent(sent) !== undefined).toBe(true));
    expect(changeSent(sent)!.body).toMatchObject({
      pickUpTime: '11/24/2026 10:00:00',
      dropOffTime: '11/24/2026 16:00:00',
      status: 'IN_PROGRESS',
    });
  });

  it('applies the trip rules: an hour at least, and a moved pick-up not in the past', async () => {
    // Booked through the API to the second: the inputs show whole minutes.
    const booked = reservation({ pickUpTime: '2026-11-25T09:00:41' });
    serve(booked);
    const user = await renderPage(booked);
    await user.clear(field('Drop Off Time'));
    await user.type(field('Drop Off Time'), '09:30');
    await user.tab();
    expect(errorOf('Drop Off Time')).toBe(MIN_BOOKING_MESSAGE);
    expect(saveButton().getAttribute('aria-disabled')).toBe('true');

    await user.clear(field('Drop Off Time'));
    await user.type(field('Drop Off Time'), '13:00');
    await user.clear(field('Pick Up Date'));
    await user.type(field('Pick Up Date'), '2026-11-23');
    await user.tab();
    expect(errorOf('Pick Up Time')).toBe(PICK_UP_IN_PAST_MESSAGE);
    expect(saveButton().getAttribute('aria-disabled')).toBe('true');
  });

  it('lets a missed pick-up be closed as a no-show with its pick-up left as it was', async () => {
    const missed = reservation({
      pickUpTime: '2026-11-24T11:00:00',
      dropOffTime: '2026-11-24T15:00:00',
    });
    const sent = serve(missed);
    const user = await renderPage(missed);
    await user.selectOptions(field('Status'), 'NO_SHOW');
    expect(errorOf('Pick Up Time')).toBeUndefined();
    await user.click(saveButton());
    await vi.waitFor(() => expect(changeSent(sent) !== undefined).toBe(true));
    expect(changeSent(sent)!.body).toMatchObject({
      pickUpTime: '11/24/2026 11:00:00',
      status: 'NO_SHOW',
    });
  });

  it("shows the server's sentence under the status when it refuses the change", async () => {
    const started = reservation({ pickUpTime: '2026-11-24T11:00:00' });
    serve(started, () => refusal('status', NO_SHOW_BEFORE_PICK_UP_MESSAGE));
    const user = await renderPage(started);
    // The failure is logged for the developer as well; the test reads what the office sees.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.selectOptions(field('Status'), 'NO_SHOW');
    await user.click(saveButton());
    expect(await screen.findByText(NO_SHOW_BEFORE_PICK_UP_MESSAGE)).toBeDefined();
    expect(errorOf('Status')).toBe(NO_SHOW_BEFORE_PICK_UP_MESSAGE);
  });
});
