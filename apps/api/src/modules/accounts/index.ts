/** Users as other modules reach them: the search by words, a user's changes, revoked sessions. */
export { matchingUsers, revokeTokens, updateUser } from './repository.ts';
