import {
  contactMessagePageQuerySchema,
  contactMessageResponseSchema,
  contactMessageSchema,
  formatWallClock,
  pageSchema,
  successSchema,
} from '@keyturn/shared';
import { CONTACT_RATE_LIMIT_WINDOW_MS } from '../../config.ts';
import type { ContactMessageRow } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';
import { loadPage } from '../../lib/paging.ts';
import { routeModule } from '../../lib/api-routes.ts';
import { idParamsSchema, success } from '../../lib/route-schemas.ts';
import * as repository from './repository.ts';

const MESSAGE_NOT_FOUND = 'Message not found.';
const tooManyMessages = (wait: string) =>
  `You have sent us several messages in a short time. Please wait ${wait} before sending another.`;

export const contactMessageRoutes = routeModule('Contact messages', (routes, ctx) => {
  const limiter = ctx.services.contactLimiter;
  const toMessage = (row: ContactMessageRow) => ({
    ...row,
    createdAt: formatWallClock(row.createdAt, ctx.config.timeZone),
  });

  routes.public.post('/contactmessage/visitors', {
    summary: 'Send us a message',
    body: contactMessageSchema,
    replies: { 201: successSchema },
    handler: async (request, reply) => {
      await limiter.check(
        [
          {
            key: `contact:address:${request.ip}`,
            max: ctx.config.contactRateLimitMax,
            windowMs: CONTACT_RATE_LIMIT_WINDOW_MS,
          },
        ],
        tooManyMessages,
      );
      await repository.insertContactMessage(ctx.db, request.body);
      return reply.status(201).send(success('Your message has been sent.'));
    },
  });

  routes.admin.get('/contactmessage/pages', {
    summary: 'A page of messages, optionally of those matching a search',
    querystring: contactMessagePageQuerySchema,
    replies: { 200: pageSchema(contactMessageResponseSchema) },
    handler: async (request) => {
      const where = repository.matchingMessages(request.query.search);
      return loadPage(
        request.query,
        repository.countContactMessages(ctx.db, where),
        repository.listContactMessagesPage(ctx.db, request.query, where),
        (rows) => rows.map(toMessage),
      );
    },
  });

  routes.admin.get('/contactmessage/:id', {
    summary: 'One message',
    params: idParamsSchema,
    replies: { 200: contactMessageResponseSchema },
    handler: async (request) => {
      const row = await repository.findContactMessage(ctx.db, request.params.id);
      if (!row) throw notFound(MESSAGE_NOT_FOUND);
      return toMessage(row);
    },
  });

  routes.admin.delete('/contactmessage/:id', {
    summary: 'Delete a message',
    params: idParamsSchema,
    successMessage: 'The message has been deleted.',
    handler: async (request) => {
      if (!(await repository.deleteContactMessage(ctx.db, request.params.id))) {
        throw notFound(MESSAGE_NOT_FOUND);
      }
    },
  });
});
