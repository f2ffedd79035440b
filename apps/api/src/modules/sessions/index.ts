/**
 * Sessions as other modules reach them (decision 077): the accounts' sign-in starts one, a
 * password change or reset and a sign-out end them, and every signed-in request checks one.
 */
export { deviceOf } from './device.ts';
export {
  LAST_USED_STEP_MS,
  deleteSessionsOf,
  findSession,
  insertSession,
  touchSession,
} from './repository.ts';
