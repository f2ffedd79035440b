import { publicSettingsSchema } from '@keyturn/shared';
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
