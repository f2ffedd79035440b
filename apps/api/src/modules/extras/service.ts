import {
  EXTRA_NOT_FOUND_MESSAGE,
  extraNameTakenMessage,
  inactiveExtraMessage,
  repeatedExtraMessage,
  tooManyExtraMessage,
  unknownExtraMessage,
  type ChosenExtra,
  type ChosenExtraRequest,
  type Extra,
  type ExtraRequest,
} from '@keyturn/shared';
import type { ServiceContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { PG_UNIQUE_VIOLATION, isPgError, refusedAs } from '../../db/errors.ts';
import { badRequest, conflict, notFound } from '../../lib/http-errors.ts';
import { toChosenExtra, toExtra, toExtraValues } from './mapper.ts';
import * as repository from './repository.ts';

/** The name is the extra's, whatever its case (extras_name_key): a clash is the office's to fix. */
const withUniqueName = <T>(request: ExtraRequest, work: () => Promise<T>) =>
  refusedAs(
    work,
    (error) => isPgError(error, PG_UNIQUE_VIOLATION),
    () => conflict(extraNameTakenMessage(request.name), 'name'),
  );

/** How a removal went: an extra some booking holds is only taken off the offer. */
export type Removal = 'deleted' | 'deactivated';

export class ExtraService {
  constructor(private readonly ctx: ServiceContext) {}

  async list({ activeOnly = false } = {}): Promise<Extra[]> {
    return (await repository.listExtras(this.ctx.db, { activeOnly })).map(toExtra);
  }

  add(request: ExtraRequest): Promise<number> {
    return withUniqueName(request, () =>
      repository.insertExtra(this.ctx.db, toExtraValues(request)),
    );
  }

  async update(id: number, request: ExtraRequest): Promise<void> {
    const updated = await withUniqueName(request, () =>
      repository.updateExtra(this.ctx.db, id, toExtraValues(request)),
    );
    if (!updated) throw notFound(EXTRA_NOT_FOUND_MESSAGE);
  }

  /** A booking never loses an extra it was priced with: a booked extra is deactivated instead. */
  async remove(id: number): Promise<Removal> {
    return this.ctx.db.transaction(async (tx) => {
      if (await repository.isBooked(tx, id)) {
        if (!(await repository.updateExtra(tx, id, { active: false }))) {
          throw notFound(EXTRA_NOT_FOUND_MESSAGE);
        }
        return 'deactivated';
      }
      if (!(await repository.deleteExtra(tx, id))) throw notFound(EXTRA_NOT_FOUND_MESSAGE);
      return 'deleted';
    });
  }

  /**
   * The extras a customer chose, as the price reads them; a 400 with a sentence for an unknown,
   * inactive or repeated one, or one chosen more often than it may be.
   */
  async chosen(requests: readonly ChosenExtraRequest[] = []): Promise<ChosenExtra[]> {
    return this.resolve(this.ctx.db, requests, { offeredOnly: true });
  }

  /** The extras a booking holds, priced again when its times change: inactive ones included. */
  async ofReservation(db: Database, reservationId: number): Promise<ChosenExtra[]> {
    const held = await repository.extrasOfReservation(db, reservationId);
    return this.resolve(db, held, { offeredOnly: false });
  }

  private async resolve(
    db: Database,
    requests: readonly ChosenExtraRequest[],
    { offeredOnly }: { offeredOnly: boolean },
  ): Promise<ChosenExtra[]> {
    const rows = new Map(
      (await repository.findExtras(db, [...new Set(requests.map(({ id }) => id))])).map((row) => [
        row.id,
        row,
      ]),
    );
    const seen = new Set<number>();
    return requests.map(({ id, quantity }) => {
      const row = rows.get(id);
      if (!row) throw badRequest(unknownExtraMessage(id), 'extras');
      if (seen.has(id)) throw badRequest(repeatedExtraMessage(row.name), 'extras');
      seen.add(id);
      if (offeredOnly && !row.active) throw badRequest(inactiveExtraMessage(row.name), 'extras');
      if (offeredOnly && quantity > row.maxQuantity) {
        throw badRequest(tooManyExtraMessage(row.name, row.maxQuantity), 'extras');
      }
      return toChosenExtra(row, quantity);
    });
  }
}
