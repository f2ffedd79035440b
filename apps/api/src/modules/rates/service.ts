import {
  RATE_PERIOD_END_BEFORE_START_MESSAGE,
  RATE_PERIOD_NOT_FOUND_MESSAGE,
  rateOverlapMessage,
  type RatePeriod,
  type RatePeriodRecord,
  type RatePeriodRequest,
} from '@keyturn/shared';
import type { ServiceContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { PG_EXCLUSION_VIOLATION, isPgError, refusedAs } from '../../db/errors.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { toRatePeriod, toRatePeriodRecord, toRatePeriodValues } from './mapper.ts';
import * as repository from './repository.ts';

/**
 * The office's rate periods. That two never overlap is the exclusion constraint's rule
 * (migration 0018); the check before it only finds the name to give in the sentence.
 */
export class RateService {
  constructor(private readonly ctx: ServiceContext) {}

  async list(): Promise<RatePeriodRecord[]> {
    return (await repository.listRatePeriods(this.ctx.db)).map(toRatePeriodRecord);
  }

  /** What every price reads: all rate periods, the past ones too (a trip may start in one). */
  async forPricing(db: Database = this.ctx.db): Promise<RatePeriod[]> {
    return (await repository.listRatePeriods(db)).map(toRatePeriod);
  }

  async add(request: RatePeriodRequest): Promise<number> {
    const values = this.checked(request);
    return this.refusingOverlaps(async () => {
      await this.assertNoOverlap(values);
      return repository.insertRatePeriod(this.ctx.db, values);
    });
  }

  async update(id: number, request: RatePeriodRequest): Promise<void> {
    const values = this.checked(request);
    await this.refusingOverlaps(async () => {
      await this.assertNoOverlap(values, id);
      if (!(await repository.updateRatePeriod(this.ctx.db, id, values))) {
        throw notFound(RATE_PERIOD_NOT_FOUND_MESSAGE);
      }
    });
  }

  async remove(id: number): Promise<void> {
    if (!(await repository.deleteRatePeriod(this.ctx.db, id))) {
      throw notFound(RATE_PERIOD_NOT_FOUND_MESSAGE);
    }
  }

  private checked(request: RatePeriodRequest): repository.RatePeriodValues {
    const values = toRatePeriodValues(request);
    // ISO dates compare as text in calendar order.
    if (values.endDate < values.startDate) {
      throw badRequest(RATE_PERIOD_END_BEFORE_START_MESSAGE, 'endDate');
    }
    return values;
  }

  private async assertNoOverlap(values: repository.RatePeriodValues, exceptId?: number) {
    const other = await repository.findOverlapping(this.ctx.db, values, exceptId);
    if (other) throw badRequest(rateOverlapMessage(other.name), 'startDate');
  }

  private refusingOverlaps<T>(work: () => Promise<T>): Promise<T> {
    return refusedAs(
      work,
      (error) => isPgError(error, PG_EXCLUSION_VIOLATION),
      () => badRequest(rateOverlapMessage(), 'startDate'),
    );
  }
}
