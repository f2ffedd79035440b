import { dirname } from 'node:path';
import { z } from 'zod';
import { databaseProbe } from '../../db/probe.ts';
import { routeModule } from '../../lib/api-routes.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { diskProbe } from './disk-probe.ts';

const DISK_PROBLEMS = {
  full: 'The disk holding the data is full: nothing can be saved.',
  failing: 'The disk holding the data does not take writes in time.',
} as const;

export const healthRoutes = routeModule('Operations', (routes, ctx, app) => {
  const probe = databaseProbe(ctx.db);
  app.addHook('onClose', () => probe.close());
  // The embedded database's disk is this machine's; a PostgreSQL server watches its own.
  const { databaseUrl, dataDir } = ctx.config;
  const disk = !databaseUrl && dataDir ? diskProbe(dirname(dataDir)) : null;

  routes.public.get('/health', {
    summary: 'Whether the service and its database answer',
    description:
      'Answers within 1.5 s whatever the database does: 200 when it answers (and, for the ' +
      'embedded database, its disk takes a write), else 503 with the reason.',
    replies: { 200: z.object({ status: z.literal('ok') }) },
    handler: async () => {
      const [answers, diskState] = await Promise.all([probe.answers(), disk?.state()]);
      if (!answers) {
        throw new HttpError(503, 'The database is not answering.', {
          headers: { 'Retry-After': '5' },
        });
      }
      if (diskState && diskState !== 'writable') {
        throw new HttpError(503, DISK_PROBLEMS[diskState], { headers: { 'Retry-After': '30' } });
      }
      return { status: 'ok' as const };
    },
  });
});
