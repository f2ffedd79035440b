import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  RESERVATION_PAGE_DEFAULTS,
  RESERVATION_CANCELLED_MESSAGE,
  VEHICLE_NOT_AVAILABLE_MESSAGE,
  adminBookingQuerySchema,
  adminReservationQuerySchema,
  adminReservationSchema,
  availabilityQuerySchema,
  availabilityResponseSchema,
  bookingSchema,
  carIdQuerySchema,
  createdSchema,
  pageQuerySchema,
  pageSchema,
  reservationResponseSchema,
} from '@keyturn/shared';
import type { AppContext } from '../../context.ts';
import { idParamsSchema, replies, success, successReply } from '../../lib/route-schemas.ts';
import { callerOf } from '../../plugins/access.ts';

const tags = ['Reservations'];
const reservationPageQuery = pageQuerySchema(RESERVATION_PAGE_DEFAULTS);
const reservationPage = replies({ 200: pageSchema(reservationResponseSchema) });
const oneReservation = replies({ 200: reservationResponseSchema });

export const reservationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const { reservations, accounts } = ctx.services;

  app.get(
    '/reservations/auth',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Is the vehicle free for these times, and at what price? (advisory)',
        querystring: availabilityQuerySchema,
        response: replies({ 200: availabilityResponseSchema }),
      },
    },
    async (request) => {
      const answer = await reservations.availability(request.query);
      const message = answer.available
        ? 'The vehicle is available for the selected dates.'
        : VEHICLE_NOT_AVAILABLE_MESSAGE;
      return { ...success(message), ...answer };
    },
  );

  app.post(
    '/reservations/add',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Book a vehicle',
        querystring: carIdQuerySchema,
        body: bookingSchema,
        response: replies({ 201: createdSchema }),
      },
    },
    async (request, reply) => {
      const id = await reservations.book(callerOf(request), request.query.carId, request.body);
      return reply.status(201).send({ ...success('Your reservation has been created.'), id });
    },
  );

  app.post(
    '/reservations/admin/add',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Book a vehicle for a customer (the office); the customer gets the confirmation',
        querystring: adminBookingQuerySchema,
        body: bookingSchema,
        response: replies({ 201: createdSchema }),
      },
    },
    async (request, reply) => {
      const { carId, userId } = request.query;
      const customer = await accounts.get(userId);
      const id = await reservations.book(customer, carId, request.body, 'office');
      return reply
        .status(201)
        .send({ ...success('The reservation has been created for the customer.'), id });
    },
  );

  app.get(
    '/reservations/auth/all',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'A page of my reservations',
        querystring: reservationPageQuery,
        response: reservationPage,
      },
    },
    async (request) => reservations.pageOfUser(callerOf(request), request.query),
  );

  app.get(
    '/reservations/:id/auth',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'One of my reservations',
        params: idParamsSchema,
        response: oneReservation,
      },
    },
    async (request) => reservations.getOwn(callerOf(request), request.params.id),
  );

  app.patch(
    '/reservations/:id/cancel',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Cancel one of my reservations (until the notice time before pick-up)',
        params: idParamsSchema,
        response: successReply,
      },
    },
    async (request) => {
      await reservations.cancel(callerOf(request), request.params.id);
      return success(RESERVATION_CANCELLED_MESSAGE);
    },
  );

  app.get(
    '/reservations/admin/all/pages',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'A page of all reservations',
        querystring: reservationPageQuery,
        response: reservationPage,
      },
    },
    async (request) => reservations.pageOfAll(request.query),
  );

  app.get(
    '/reservations/admin/all',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'All reservations',
        response: replies({ 200: z.array(reservationResponseSchema) }),
      },
    },
    async () => reservations.all(),
  );

  app.get(
    '/reservations/:id/admin',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'One reservation',
        params: idParamsSchema,
        response: oneReservation,
      },
    },
    async (request) => reservations.get(request.params.id),
  );

  app.put(
    '/reservations/admin/auth',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: "Update a reservation's vehicle, times, places and status",
        querystring: adminReservationQuerySchema,
        body: adminReservationSchema,
        response: successReply,
      },
    },
    async (request) => {
      const { reservationId, carId } = request.query;
      await reservations.adminUpdate(reservationId, carId, request.body);
      return success('The reservation has been updated.');
    },
  );

  app.delete(
    '/reservations/admin/:id/auth',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Delete a reservation',
        params: idParamsSchema,
        response: successReply,
      },
    },
    async (request) => {
      await reservations.delete(request.params.id);
      return success('The reservation has been deleted.');
    },
  );
};
