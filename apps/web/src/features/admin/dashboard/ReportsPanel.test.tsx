import {
  addDays,
  dayInZone,
  REPORT_TOO_LONG_MESSAGE,
  type RevenueByDay,
  type RevenueByVehicle,
  type UtilisationReport,
} from '@keyturn/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { settingsAnswer } from '../../../test/settings.ts';
import { MemoryRouter, useLocation } from 'react-router';
import { isoDate, requestDate } from '../../../lib/iso-days.ts';
import { fakeApi, restoreApi, type SentRequest } from '../lib/testing/admin-page.tsx';
import { ReportsPanel } from './ReportsPanel.tsx';

const ZONE = 'America/Los_Angeles';
/** The clock the panel reads: a summer afternoon, its last 30 days clear of a clock change. */
const NOW = new Date('2026-06-15T19:00:00Z');
const today = dayInZone(NOW, 0, ZONE, 0);
const day = (offset: number) => requestDate(addDays(today, offset));
const zero = { received: 0, refunded: 0, revenue: 0, charged: 0 };

/** The last 30 days, with money on the last two. */
function revenueByDay(from: string, to: string, days = 30): RevenueByDay {
  const rows = Array.from({ length: days }, (_, index) => ({
    day: day(index - days + 1),
    ...zero,
  }));
  rows[days - 2] = { ...rows[days - 2]!, received: 120, revenue: 120, charged: 90 };
  rows[days - 1] = { ...rows[days - 1]!, received: 50, refunded: 20.5, revenue: 29.5 };
  return {
    groupBy: 'day',
    from,
    to,
    timeZone: ZONE,
    totals: { received: 170, refunded: 20.5, revenue: 149.5, charged: 90 },
    days: rows,
  };
}

const byVehicle = (from: string, to: string): RevenueByVehicle => ({
  groupBy: 'vehicle',
  from,
  to,
  timeZone: ZONE,
  totals: { received: 170, refunded: 20.5, revenue: 149.5, charged: 90 },
  vehicles: [
    {
      vehicle: { id: 1, model: 'Ford Transit' },
      received: 170,
      refunded: 20.5,
      revenue: 149.5,
      charged: 90,
    },
    { vehicle: { id: 2, model: 'Kia Niro' }, ...zero },
  ],
});

const utilisation = (from: string, to: string): UtilisationReport => ({
  from,
  to,
  timeZone: ZONE,
  fleet: {
    hours: 1440,
    blockedHours: 24,
    availableHours: 1416,
    occupiedHours: 354,
    utilisation: 0.25,
  },
  vehicles: [
    {
      vehicle: { id: 1, model: 'Ford Transit' },
      hours: 720,
      blockedHours: 24,
      availableHours: 696,
      occupiedHours: 348,
      utilisation: 0.5,
    },
    {
      vehicle: { id: 2, model: 'Kia Niro' },
      hours: 720,
      blockedHours: 0,
      availableHours: 720,
      occupiedHours: 6,
      utilisation: 0.0083,
    },
  ],
});

const queryOf = (path: string) => new URLSearchParams(path.split('?')[1]);

/** The server: the settings and the two reports, each as `answer` says. */
function serve(
  answer: (report: 'revenue' | 'utilisation', query: URLSearchParams) => Response | undefined,
): SentRequest[] {
  return fakeApi(({ path }) => {
    if (path === '/settings') return settingsAnswer(ZONE);
    const query = queryOf(path);
    if (path.startsWith('/reports/admin/revenue')) return answer('revenue', query);
    if (path.startsWith('/reports/admin/utilisation')) return answer('utilisation', query);
    return undefined;
  });
}

const reports = (report: 'revenue' | 'utilisation', query: URLSearchParams) => {
  const from = query.get('from')!;
  const to = query.get('to')!;
  if (report === 'utilisation') return Response.json(utilisation(from, to));
  return Response.json(
    query.get('groupBy') === 'vehicle' ? byVehicle(from, to) : revenueByDay(from, to),
  );
};

/** The address the panel keeps its range in, as the page shows it. */
function AddressShown() {
  return <output data-testid="address">{useLocation().search}</output>;
}

function renderPanel(address = '/admin') {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={[address]}>
        <ReportsPanel />
        <AddressShown />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const addressShown = () => screen.getByTestId('address').textContent;
const isoDay = (offset: number) => isoDate(addDays(today, offset));

const region = (name: string) => screen.getByRole('region', { name });
const reportCalls = (sent: SentRequest[], report: string) =>
  sent.filter((call) => call.path.startsWith(`/reports/admin/${report}`));

/** The big figure of a report: the revenue, or the whole fleet's share. */
const mainTotal = (section: HTMLElement) =>
  section.querySelector('.report-total-main dd')?.textContent;

async function revenueShown(total = '$149.50') {
  const revenue = await screen.findByRole('region', { name: 'Revenue' });
  await waitFor(() => expect(mainTotal(revenue)).toBe(total));
  return revenue;
}

beforeAll(() => {
  // Chartist follows media queries; jsdom has none to match.
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
});

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: NOW }));
afterEach(() => {
  vi.useRealTimers();
  restoreApi();
});

describe('the dashboard reports', () => {
  it('asks for the last 30 company days and shows their totals and a table of each day', async () => {
    const sent = serve(reports);
    const user = renderPanel();

    const revenue = await revenueShown();
    const first = queryOf(reportCalls(sent, 'revenue')[0]!.path);
    expect([first.get('from'), first.get('to'), first.get('groupBy')]).toEqual([
      day(-29),
      day(0),
      'day',
    ]);
    expect(within(revenue).getAllByText('$170.00').length).toBeGreaterThan(0);
    // A revenue and a charged bar for each day, drawn by Chartist.
    await waitFor(() =>
      expect(revenue.querySelectorAll('.report-chart line.ct-bar')).toHaveLength(60),
    );
    expect(screen.getByText(/\(30 days\), in the company's time zone/)).toBeTruthy();

    // The chart is for the eye; its table says the same to everyone.
    await user.click(within(revenue).getByText('Revenue by day as a table'));
    const table = within(revenue).getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 30 + 1);
    const total = within(table).getByRole('row', { name: /^Total/ });
    expect(
      within(total)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$170.00', '$20.50', '$149.50', '$90.00']);

    const shares = region('Utilisation');
    await waitFor(() => expect(mainTotal(shares)).toBe('25.0%'));
    await user.click(within(shares).getByText('Utilisation by vehicle as a table'));
    const niro = within(shares).getByRole('row', { name: /^Kia Niro/ });
    expect(within(niro).getAllByRole('cell').at(-1)!.textContent).toBe('0.8%');
    expect(within(shares).getByRole('row', { name: /^Whole fleet/ })).toBeTruthy();
  });

  it('keeps the range in the address, so that a reload or a shared link shows it again', async () => {
    serve(reports);
    const user = renderPanel();
    await revenueShown();
    expect(addressShown()).toBe('');
    await user.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(addressShown()).toBe(`?from=${isoDay(-6)}&to=${isoDay(0)}`));
    await user.click(screen.getByRole('button', { name: '30 days' }));
    await waitFor(() => expect(addressShown()).toBe(''));
  });

  it('opens on the range its address names, and on the last 30 days when it names none the reports take', async () => {
    const sent = serve(reports);
    renderPanel(`/admin?from=${isoDay(-9)}&to=${isoDay(-3)}`);
    await revenueShown();
    const asked = queryOf(reportCalls(sent, 'revenue')[0]!.path);
    expect([asked.get('from'), asked.get('to')]).toEqual([day(-9), day(-3)]);
    expect(screen.getByText(/\(7 days\), in the company's time zone/)).toBeTruthy();
    cleanup();

    const reversed = serve(reports);
    renderPanel(`/admin?from=${isoDay(-3)}&to=${isoDay(-9)}`);
    await revenueShown();
    const fallback = queryOf(reportCalls(reversed, 'revenue')[0]!.path);
    expect([fallback.get('from'), fallback.get('to')]).toEqual([day(-29), day(0)]);
  });

  it('groups the revenue by vehicle on request', async () => {
    const sent = serve(reports);
    const user = renderPanel();
    const revenue = await revenueShown();
    await user.click(within(revenue).getByRole('button', { name: 'By vehicle' }));
    await within(revenue).findByText('Revenue by vehicle as a table');
    expect(queryOf(reportCalls(sent, 'revenue').at(-1)!.path).get('groupBy')).toBe('vehicle');
    expect(
      within(revenue).getByRole('button', { name: 'By vehicle' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it('takes a preset or two days, and says why a reversed or too long range is not asked for', async () => {
    const sent = serve(reports);
    const user = renderPanel();
    await revenueShown();

    await user.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() =>
      expect(queryOf(reportCalls(sent, 'utilisation').at(-1)!.path).get('from')).toBe(day(-6)),
    );

    const asked = sent.length;
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, `${today.year + 1}-01-01`);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'To must be on or after From.',
    );
    expect(from.getAttribute('aria-invalid')).toBe('true');

    await user.clear(from);
    await user.type(from, `${today.year - 2}-01-01`);
    expect((await screen.findByRole('alert')).textContent).toContain(`${REPORT_TOO_LONG_MESSAGE}.`);
    expect(reportCalls(sent.slice(asked), 'revenue')).toEqual([]);
  });

  it('says when nothing happened in the range', async () => {
    serve((report, query) =>
      report === 'revenue'
        ? Response.json({
            ...revenueByDay(query.get('from')!, query.get('to')!),
            totals: zero,
            days: [],
          })
        : reports(report, query),
    );
    renderPanel();
    expect(
      await screen.findByText(
        'No money was taken or given back, and no trip picked up, in these days.',
      ),
    ).toBeTruthy();
  });

  it('says which report failed, and asks again', async () => {
    let failing = true;
    serve((report, query) =>
      report === 'utilisation' && failing
        ? Response.json({ message: 'Down' }, { status: 500 })
        : reports(report, query),
    );
    const user = renderPanel();
    const shares = await screen.findByRole('region', { name: 'Utilisation' });
    await within(shares).findByText('The utilisation could not be loaded.');
    // The revenue beside it is there all the same.
    await revenueShown();
    failing = false;
    await user.click(within(shares).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(mainTotal(shares)).toBe('25.0%'));
  });
});
