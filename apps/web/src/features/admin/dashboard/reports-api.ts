import type { RevenueGrouping, RevenueReport, UtilisationReport } from '@keyturn/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api.ts';
import { reservationKeys } from '../../reservations/index.ts';

/** A report's days as the API takes them: MM/DD/YYYY, both included. */
export interface ReportRange {
  from: string;
  to: string;
}

/*
 * Under the reservations' key space: a booking, a hand-over or a payment recorded anywhere in
 * the office refreshes the reports. While a new range loads, the last answer stays in view.
 */
const reportKey = (report: string, params: object) =>
  [...reservationKeys.all, 'reports', report, params] as const;

export function useRevenue(range: ReportRange, groupBy: RevenueGrouping) {
  return useQuery({
    queryKey: reportKey('revenue', { ...range, groupBy }),
    queryFn: () =>
      apiRequest<RevenueReport>('/reports/admin/revenue', { query: { ...range, groupBy } }),
    placeholderData: keepPreviousData,
  });
}

export function useUtilisation(range: ReportRange) {
  return useQuery({
    queryKey: reportKey('utilisation', range),
    queryFn: () =>
      apiRequest<UtilisationReport>('/reports/admin/utilisation', { query: { ...range } }),
    placeholderData: keepPreviousData,
  });
}
