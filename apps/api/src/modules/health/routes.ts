import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { databaseAnswers } from '../../db/client.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { replies } from '../../lib/route-schemas.ts';

export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['Operations'],
        summary: 'Whether the service and its database answer',
        response: replies({ 200: z.object({ status: z.literal('ok') }) }),
      },
    },
    async () => {
      if (!(await databaseAnswers(ctx.db))) {
        throw new HttpError(503, 'The database is not answering.', {
          headers: { 'Retry-After': '5' },
        });
      }
      return { status: 'ok' as const };
    },
  );
};
