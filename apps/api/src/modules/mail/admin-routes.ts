import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OUTBOX_RETRY_MESSAGE, outboxPageSchema, outboxQuerySchema } from '@keyturn/shared';
import type { AppContext } from '../../context.ts';
import { idParamsSchema, replies, success, successReply } from '../../lib/route-schemas.ts';
import { outboxPage, retryMail } from './admin-outbox.ts';

const tags = ['Mail'];

/** The office's window on the outbox: what went out, what waits, what failed and why. */
export const outboxAdminRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/admin/outbox',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'A page of the mail outbox, newest first',
        querystring: outboxQuerySchema,
        response: replies({ 200: outboxPageSchema }),
      },
    },
    async (request) => outboxPage(ctx, request.query),
  );

  app.post(
    '/admin/outbox/:id/retry',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Send a failed mail again (its attempts start afresh)',
        params: idParamsSchema,
        response: successReply,
      },
    },
    async (request) => {
      await retryMail(ctx, request.params.id);
      return success(OUTBOX_RETRY_MESSAGE);
    },
  );
};
