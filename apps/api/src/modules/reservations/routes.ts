import { z } from 'zod';
import {
  RESERVATION_PAGE_DEFAULTS,
  REFUND_DELAYED_MESSAGE,
  UNPAID_BOOKING_CANCELLED_MESSAGE,
  RESERVATION_CANCELLED_MESSAGE,
  WALK_IN_BOOKED_MESSAGE,
  adminBookingQuerySchema,
  adminBookingSchema,
  successSchema,
  adminQuoteQuerySchema,
  adminReservationPageQuerySchema,
  adminReservationQuerySchema,
  adminReservationResponseSchema,
  adminReservationSchema,
  availabilityQuerySchema,
  availabilityResponseSchema,
  bookingCreatedSchema,
  bookingSchema,
  carIdQuerySchema,
  createdSchema,
  extendTripSchema,
  extendedTripResponseSchema,
  extensionQuerySchema,
  extensionResponseSchema,
  pageQuerySchema,
  pageSchema,
  reservationResponseSchema,
} from '@keyturn/shared';
import { routeModule } from '../../lib/api-routes.ts';
import { created, idParamsSchema, success } from '../../lib/route-schemas.ts';
import type { UserRow } from '../../db/schema.ts';
import { callerOf } from '../../plugins/access.ts';
import type { AvailabilityRequest } from './service.ts';
import { oneCustomer, quotedDriver } from './walk-in.ts';

const reservationPageQuery = pageQuerySchema(RESERVATION_PAGE_DEFAULTS);
const reservationPage = { 200: pageSchema(reservationResponseSchema) };
const oneReservation = { 200: reservationResponseSchema };
const officeReservationPage = { 200: pageSchema(adminReservationResponseSchema) };
const officeReservation = { 200: adminReservationResponseSchema };

export const reservationRoutes = routeModule('Reservations', (routes, ctx) => {
  const { reservations, extensions, accounts, online, walkIns } = ctx.services;

  const quoteAnswer = async (driver: UserRow, query: AvailabilityRequest) => {
    const answer = await reservations.availability(driver, query);
    const message = answer.reason ?? 'The vehicle is available for the selected dates.';
    return { ...success(message), ...answer };
  };

  routes.signedIn.get('/reservations/auth', {
    summary: 'Is the vehicle free for these times, and at what price? (advisory)',
    querystring: availabilityQuerySchema,
    replies: { 200: availabilityResponseSchema },
    handler: async (request) => quoteAnswer(callerOf(request), request.query),
  });

  routes.admin.get('/reservations/admin/quote', {
    summary: "The office's quote for a customer, priced for that driver (advisory)",
    querystring: adminQuoteQuerySchema,
    replies: { 200: availabilityResponseSchema },
    handler: async (request) =>
      quoteAnswer(await quotedDriver(request.query, (id) => accounts.customer(id)), request.query),
  });

  routes.signedIn.post('/reservations/add', {
    summary: 'Book a vehicle',
    querystring: carIdQuerySchema,
    body: bookingSchema,
    replies: { 201: bookingCreatedSchema },
    handler: async (request, reply) => {
      const customer = callerOf(request);
      const id = await reservations.book(customer, request.query.carId, request.body);
      if (!online) {
        return reply.status(201).send(created('Your reservation has been created.', id));
      }
      // Paid online: the booking holds the car while the customer pays on the provider's page.
      const paymentUrl = await online.checkouts.open(id, customer);
      return reply
        .status(201)
        .send({ ...created('Your reservation is held for you while you pay.', id), paymentUrl });
    },
  });

  routes.admin.post('/reservations/admin/add', {
    summary:
      'Book a vehicle for a customer (the office), or for a new one whose account it makes; ' +
      'the customer gets the confirmation',
    querystring: adminBookingQuerySchema,
    body: adminBookingSchema,
    replies: { 201: createdSchema },
    handler: async (request, reply) => {
      const { customer: walkIn, ...body } = request.body;
      const whom = oneCustomer(request.query.userId, walkIn);
      const { carId } = request.query;
      if ('customer' in whom) {
        const id = await walkIns.book(whom.customer, carId, body);
        return reply.status(201).send(created(WALK_IN_BOOKED_MESSAGE, id));
      }
      const customer = await accounts.customer(whom.userId);
      const id = await reservations.book(customer, carId, body, 'office');
      return reply
        .status(201)
        .send(created('The reservation has been created for the customer.', id));
    },
  });

  routes.signedIn.get('/reservations/auth/all', {
    summary: 'A page of my reservations',
    querystring: reservationPageQuery,
    replies: reservationPage,
    handler: async (request) => reservations.pageOfUser(callerOf(request), request.query),
  });

  routes.signedIn.get('/reservations/:id/auth', {
    summary: 'One of my reservations',
    params: idParamsSchema,
    replies: oneReservation,
    handler: async (request) => reservations.getOwn(callerOf(request), request.params.id),
  });

  routes.signedIn.patch('/reservations/:id/cancel', {
    summary:
      'Cancel one of my reservations: until the notice time before pick-up, or, while it waits for its payment, at any time',
    params: idParamsSchema,
    replies: { 200: successSchema },
    handler: async (request) => {
      const caller = callerOf(request);
      const { id } = request.params;
      // Not paid yet: nothing to refund, and any time will do (decision 051).
      if (await online?.unpaidBookings.cancelUnpaid(id, caller.id)) {
        return success(UNPAID_BOOKING_CANCELLED_MESSAGE);
      }
      await reservations.cancel(caller, id);
      // Paid online, the money goes back to the card: the task the cancellation wrote is
      // carried out now, or by the worker later (decisions 051, 064).
      const results = online ? await online.moneyTasks.carriedOut(id) : [];
      const refunded = results?.every((result) => result.state === 'DONE') ?? false;
      return success(refunded ? RESERVATION_CANCELLED_MESSAGE : REFUND_DELAYED_MESSAGE);
    },
  });

  routes.signedIn.get('/reservations/:id/extension', {
    summary: 'How long one of my trips may be extended, and a later drop-off priced',
    params: idParamsSchema,
    querystring: extensionQuerySchema,
    replies: { 200: extensionResponseSchema },
    handler: async (request) =>
      extensions.offer(callerOf(request), request.params.id, request.query.dropOffTime),
  });

  routes.signedIn.patch('/reservations/:id/extend', {
    summary: 'Extend one of my trips to a later drop-off; 409 when the car is taken by then',
    params: idParamsSchema,
    body: extendTripSchema,
    replies: { 200: extendedTripResponseSchema },
    handler: async (request) =>
      extensions.extend(callerOf(request), request.params.id, request.body),
  });

  routes.admin.get('/reservations/admin/all/pages', {
    summary: 'A page of all reservations, optionally of those matching filters',
    querystring: adminReservationPageQuerySchema,
    replies: officeReservationPage,
    handler: async (request) => reservations.pageOfAll(request.query),
  });

  routes.admin.get('/reservations/admin/all', {
    summary: 'All reservations',
    replies: { 200: z.array(adminReservationResponseSchema) },
    handler: async () => reservations.all(),
  });

  routes.admin.get('/reservations/:id/admin', {
    summary: 'One reservation',
    params: idParamsSchema,
    replies: officeReservation,
    handler: async (request) => reservations.get(request.params.id),
  });

  routes.admin.put('/reservations/admin/auth', {
    summary: "Update a reservation's vehicle, times, places and status",
    querystring: adminReservationQuerySchema,
    body: adminReservationSchema,
    successMessage: 'The reservation has been updated.',
    handler: async (request) => {
      const { reservationId, carId } = request.query;
      const before = await reservations.adminUpdate(reservationId, carId, request.body);
      // Cancelled while it waited for its payment (the only change the office may make then):
      // the customer can no longer pay for it.
      if (before === 'PENDING_PAYMENT' && request.body.status !== before) {
        await online?.unpaidBookings.closeCheckoutOf(reservationId);
      }
    },
  });

  routes.admin.delete('/reservations/admin/:id/auth', {
    summary: 'Delete a reservation',
    params: idParamsSchema,
    successMessage: 'The reservation has been deleted.',
    handler: async (request) => reservations.delete(request.params.id),
  });
});
