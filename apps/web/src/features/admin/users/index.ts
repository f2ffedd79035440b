export { userKeys, userSearchQuery } from './queries.ts';
