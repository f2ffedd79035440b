import { publicSettingsSchema, type Terms } from '@keyturn/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api.ts';

/**
 * The company's settings as the server holds them (GET /api/settings). Wall-clock times are
 * read in the server's TIME_ZONE, so the client asks for it instead of assuming the default.
 */
export const companySettingsQuery = queryOptions({
  queryKey: ['settings'] as const,
  queryFn: async () => publicSettingsSchema.parse(await apiRequest('/settings')),
  // They change only with a restart of the server under other settings.
  staleTime: Infinity,
});

export function useCompanySettings() {
  return useQuery(companySettingsQuery);
}

/**
 * The terms as the server writes them from these settings and its price rules (GET
 * /api/settings/terms), or with `version` the wording a booking was made under. A wording never
 * changes: only the current one is asked again.
 */
export const termsQuery = (version?: string) =>
  queryOptions({
    queryKey: ['settings', 'terms', version ?? 'current'],
    queryFn: () => apiRequest<Terms>('/settings/terms', { query: { version } }),
    staleTime: version === undefined ? 5 * 60_000 : Number.POSITIVE_INFINITY,
  });
