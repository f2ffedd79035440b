export { termsRoutes } from './routes.ts';
export { TermsService } from './service.ts';
