import type { RatePeriodRecord, RatePeriodRequest } from '@keyturn/shared';
import { queryKeys } from '../../../lib/query-keys.ts';
import { searchKeys } from '../../search/index.ts';
import { asServerSays, recordKind } from '../lib/record-kind.ts';
import type { SavableKind } from '../lib/use-save-record.ts';
import { createRatePeriod, deleteRatePeriod, fetchRatePeriod, updateRatePeriod } from './api.ts';

export const ratePeriodKeys = queryKeys('rate-periods');

export const ratePeriodRecord = recordKind<RatePeriodRecord>({
  thing: 'rate period',
  list: '/admin/rates',
  param: 'ratePeriodId',
  keys: ratePeriodKeys,
  // A rate period changes the prices the search shows for its days.
  alsoRefresh: [searchKeys.all],
  fetch: fetchRatePeriod,
  remove: deleteRatePeriod,
  deleted: asServerSays,
});

export const ratePeriodSaving: SavableKind<RatePeriodRequest> = {
  ...ratePeriodRecord,
  create: createRatePeriod,
  update: updateRatePeriod,
};
