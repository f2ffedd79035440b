import { OUTBOX_RETRY_MESSAGE, outboxPageSchema, outboxQuerySchema } from '@keyturn/shared';
import { routeModule } from '../../lib/api-routes.ts';
import { idParamsSchema } from '../../lib/route-schemas.ts';
import { outboxPage, retryMail } from './admin-outbox.ts';

/** The office's window on the outbox: what went out, what waits, what failed and why. */
export const outboxAdminRoutes = routeModule('Mail', (routes, ctx) => {
  routes.admin.get('/admin/outbox', {
    summary: 'A page of the mail outbox, newest first',
    querystring: outboxQuerySchema,
    replies: { 200: outboxPageSchema },
    handler: async (request) => outboxPage(ctx, request.query),
  });

  routes.admin.post('/admin/outbox/:id/retry', {
    summary: 'Send a failed mail again (its attempts start afresh)',
    params: idParamsSchema,
    successMessage: OUTBOX_RETRY_MESSAGE,
    handler: async (request) => retryMail(ctx, request.params.id),
  });
});
