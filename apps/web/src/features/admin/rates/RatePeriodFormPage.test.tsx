import {
  RATE_PERIOD_END_BEFORE_START_MESSAGE,
  rateOverlapMessage,
  type RatePeriodRecord,
} from '@keyturn/shared';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  errorOf,
  changeSent,
  fakeWholeList,
  field,
  refusal,
  openAdminForm,
  renderAdminPage,
  restoreApi,
  saveButton,
} from '../lib/testing/admin-page.tsx';
import { RatePeriodFormPage } from './RatePeriodFormPage.tsx';

const holidays: RatePeriodRecord = {
  id: 5,
  name: 'Holidays',
  startDate: '12/20/2027',
  endDate: '01/02/2028',
  percent: 25,
};

/** The rate periods the server holds, and what it answers a save. */
const serve = (saveAnswer = () => Response.json({ message: 'The rate period has been added.' })) =>
  fakeWholeList('/rates/admin', [holidays], saveAnswer);

const ROUTES = ['/admin/rates/new', '/admin/rates/:ratePeriodId'];

const openPage = (address: string) =>
  openAdminForm(address, ROUTES, <RatePeriodFormPage />, 'Rate period');

afterEach(() => {
  restoreApi();
  vi.restoreAllMocks();
});

describe('the rate period form', () => {
  it("holds the days and the percent to the server's rules before sending anything", async () => {
    const sent = serve();
    const user = await openPage('/admin/rates/new');
    await user.type(field('Name'), 'Holidays');
    await user.type(field('First Day'), '2027-12-20');
    await user.type(field('Last Day'), '2027-12-19');
    await user.type(field('Percent'), '301');
    await user.tab();
    expect(errorOf('Last Day')).toBe(RATE_PERIOD_END_BEFORE_START_MESSAGE);
    expect(errorOf('Percent')).toBe('Percent must be at most 300');
    await user.clear(field('Percent'));
    await user.type(field('Percent'), '2.5');
    expect(errorOf('Percent')).toBe('Percent must be a whole number');
    await user.clear(field('Percent'));
    await user.type(field('Percent'), '-91');
    expect(errorOf('Percent')).toBe('Percent must be at least -90');
    expect(saveButton().getAttribute('aria-disabled')).toBe('true');

    // Moving the first day back fixes the last day's reason too.
    await user.clear(field('First Day'));
    await user.type(field('First Day'), '2027-12-01');
    expect(errorOf('Last Day')).toBeUndefined();
    await user.clear(field('Percent'));
    await user.type(field('Percent'), '-10');
    await user.click(saveButton());
    await vi.waitFor(() => expect(changeSent(sent)).toBeDefined());
    expect(changeSent(sent)).toEqual({
      method: 'POST',
      path: '/rates/admin',
      body: { name: 'Holidays', startDate: '12/01/2027', endDate: '12/19/2027', percent: -10 },
    });
    await screen.findByText('Elsewhere');
  });

  it('says what the percent means, read with the input', async () => {
    serve();
    await openPage('/admin/rates/new');
    const hint = screen.getByText(/\+25 means every hour costs a quarter more/);
    expect(field('Percent').getAttribute('aria-describedby')).toContain(hint.id);
  });

  it("shows the server's overlap sentence under the first day", async () => {
    const overlap = rateOverlapMessage('Holidays');
    serve(() => refusal('startDate', overlap));
    const user = await openPage('/admin/rates/new');
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await user.type(field('Name'), 'Christmas');
    await user.type(field('First Day'), '2027-12-24');
    await user.type(field('Last Day'), '2027-12-26');
    await user.type(field('Percent'), '50');
    await user.click(saveButton());
    await vi.waitFor(() => expect(errorOf('First Day')).toBe(overlap));
    // A change of either day may end the overlap: the sentence goes with it.
    await user.clear(field('Last Day'));
    await user.type(field('Last Day'), '2027-12-25');
    expect(errorOf('First Day')).toBeUndefined();
  });

  it('edits a rate period in place', async () => {
    const sent = serve(() => Response.json({ message: 'The rate period has been updated.' }));
    const user = await openPage('/admin/rates/5');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Holidays');
    expect((field('First Day') as HTMLInputElement).value).toBe('2027-12-20');
    expect((field('Last Day') as HTMLInputElement).value).toBe('2028-01-02');
    expect((field('Percent') as HTMLInputElement).value).toBe('25');
    await user.clear(field('Percent'));
    await user.type(field('Percent'), '30');
    await user.click(saveButton());
    await vi.waitFor(() => expect(changeSent(sent)).toBeDefined());
    const { id: _id, ...unchanged } = holidays;
    expect(changeSent(sent)).toEqual({
      method: 'PUT',
      path: '/rates/admin/5',
      body: { ...unchanged, percent: 30 },
    });
  });

  it('says so when the rate period does not exist', async () => {
    serve();
    renderAdminPage('/admin/rates/9', ROUTES, <RatePeriodFormPage />);
    expect(await screen.findByText('This rate period does not exist (any more).')).toBeDefined();
  });
});
