import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  contactMessageResponseSchema,
  contactMessageSchema,
  formatWallClock,
  pageQuerySchema,
  pageSchema,
  successSchema,
} from '@keyturn/shared';
import type { AppContext } from '../../context.ts';
import type { ContactMessageRow } from '../../db/schema.ts';
import { notFound } from '../../lib/http-errors.ts';
import { loadPage } from '../../lib/paging.ts';
import { idParamsSchema, replies, success, successReply } from '../../lib/route-schemas.ts';
import * as repository from './repository.ts';

const tags = ['Contact messages'];
const messagePageQuery = pageQuerySchema({
  size: 20,
  sort: 'id',
  direction: 'DESC',
  sortFields: repository.CONTACT_MESSAGE_SORT_FIELDS,
});
const MESSAGE_NOT_FOUND = 'Message not found.';

export const contactMessageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
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
