/**
 * Users as other modules reach them: the search by words, a user's changes, revoked sessions,
 * and a walk-in's account made with the office's booking.
 */
export { matchingUsers, revokeTokens, updateUser } from './repository.ts';
export { insertWalkInAccount, walkInAccount } from './walk-in-account.ts';
