import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONTACT_MESSAGE_PAGE_DEFAULTS,
  contactMessageResponseSchema,
  contactMessageSchema,
  formatWallClock,
  pageQuerySchema,
  pageSchema,
  successSchema,
} from '@keyturn/shared';
import { CONTACT_RATE_LIMIT_WINDOW_MS } from '../../config.ts';
import type { AppContext } from '../../context.ts';
import type { ContactMessageRow } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';
import { loadPage } from '../../lib/paging.ts';
import { idParamsSchema, replies, success, successReply } from '../../lib/route-schemas.ts';
import * as repository from './repository.ts';

const tags = ['Contact messages'];
const messagePageQuery = pageQuerySchema(CONTACT_MESSAGE_PAGE_DEFAULTS);
const MESSAGE_NOT_FOUND = 'Message not found.';
const tooManyMessages = (wait: string) =>
  `You have sent us several messages in a short time. Please wait ${wait} before sending another.`;

export const contactMessageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const limiter = ctx.services.contactLimiter;
  const toMessage = (row: ContactMessageRow) => ({
    ...row,
    createdAt: formatWallClock(row.createdAt, ctx.config.timeZone),
  });

  app.post(
    '/contactmessage/visitors',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Send us a message',
        body: contactMessageSchema,
        response: replies({ 201: successSchema }),
      },
    },
    async (request, reply) => {
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
  );

  app.get(
    '/contactmessage/pages',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'A page of messages',
        querystring: messagePageQuery,
        response: replies({ 200: pageSchema(contactMessageResponseSchema) }),
      },
    },
    async (request) =>
      loadPage(
        request.query,
        repository.countContactMessages(ctx.db),
        repository.listContactMessagesPage(ctx.db, request.query),
        (rows) => rows.map(toMessage),
      ),
  );

  app.get(
    '/contactmessage/:id',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'One message',
        params: idParamsSchema,
        response: replies({ 200: contactMessageResponseSchema }),
      },
    },
    async (request) => {
      const row = await repository.findContactMessage(ctx.db, request.params.id);
      if (!row) throw notFound(MESSAGE_NOT_FOUND);
      return toMessage(row);
    },
  );

  app.delete(
    '/contactmessage/:id',
    {
      config: { access: 'admin' },
      schema: { tags, summary: 'Delete a message', params: idParamsSchema, response: successReply },
    },
    async (request) => {
      if (!(await repository.deleteContactMessage(ctx.db, request.params.id))) {
        throw notFound(MESSAGE_NOT_FOUND);
      }
      return success('The message has been deleted.');
    },
  );
};
