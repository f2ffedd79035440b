/** The rate periods as the prices read them. */
export { toRatePeriod } from './mapper.ts';
export { listRatePeriods } from './repository.ts';
export type { RateService } from './service.ts';
