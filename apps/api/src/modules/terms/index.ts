/** The terms as this server's settings write them, and every wording a booking was made under. */
export { TermsService } from './service.ts';
