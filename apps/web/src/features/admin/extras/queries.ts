import type { Extra, ExtraRequest } from '@keyturn/shared';
import { queryKeys } from '../../../lib/query-keys.ts';
import { asServerSays, recordKind } from '../lib/record-kind.ts';
import type { SavableKind } from '../lib/use-save-record.ts';
import { createExtra, deleteExtra, fetchExtra, updateExtra } from './api.ts';

export const extraKeys = queryKeys('extras');

export const extraRecord = recordKind<Extra>({
  thing: 'extra',
  keys: extraKeys,
  fetch: fetchExtra,
  remove: deleteExtra,
  // Deleted, or deactivated when already booked: the server's answer tells which.
  deleted: asServerSays,
});

export const extraSaving: SavableKind<ExtraRequest> = {
  ...extraRecord,
  create: createExtra,
  update: updateExtra,
};
