export { userKeys, userRecord, userSearchQuery } from './queries.ts';
