/** Password links as other modules reach them: a new account's link to choose its password. */
export { mailSetPasswordLink } from './set-password-link.ts';
