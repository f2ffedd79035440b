import {
  checkInPreviewSchema,
  checkInSchema,
  checkOutSchema,
  handoverDoneSchema,
  officeDaySchema,
  overdueTripsSchema,
  missedPickUpsSchema,
} from '@keyturn/shared';
import { routeModule } from '../../lib/api-routes.ts';
import { idParamsSchema, success } from '../../lib/route-schemas.ts';
import { callerOf } from '../../plugins/access.ts';
import { displayQuery, imageIdParam, imageReply, sendImage } from '../files/index.ts';

const photoParams = idParamsSchema.extend({ imageId: imageIdParam });

/** A hand-over's answer, and what the card refused when it did, for the office to settle. */
const handoverDone = (message: string, paymentProblem: string | null | undefined) => ({
  ...success(message),
  ...(paymentProblem && { paymentProblem }),
});

export const handoverRoutes = routeModule('Hand-over', (routes, ctx) => {
  const { handovers, online } = ctx.services;

  routes.admin.get('/reservations/admin/today', {
    summary: "Today's pick-ups and returns in the company's zone: the office's day",
    replies: { 200: officeDaySchema },
    handler: async () => handovers.today(),
  });

  routes.admin.get('/reservations/admin/overdue', {
    summary:
      "Trips on the road past drop-off and the grace, with the customer's phone and the next booking at risk",
    replies: { 200: overdueTripsSchema },
    handler: async () => handovers.overdue(),
  });

  routes.admin.get('/reservations/admin/missed-pick-ups', {
    summary:
      "Bookings not picked up an hour past their pick-up, with the customer's phone: to call, hand over or record as no-shows",
    replies: { 200: missedPickUpsSchema },
    handler: async () => handovers.missedPickUps(),
  });

  routes.admin.post('/reservations/admin/:id/check-out', {
    summary:
      'Hand the car over: the licence check, odometer, fuel and photos; the trip is IN_PROGRESS',
    params: idParamsSchema,
    body: checkOutSchema,
    replies: { 200: handoverDoneSchema },
    handler: async (request) => {
      await handovers.checkOut(callerOf(request), request.params.id, request.body);
      // Paid online, the deposit is held on the saved card once the car is out: the task the
      // check-out wrote is carried out now, or by the worker later (decision 064).
      const paymentProblem = await online?.moneyTasks.carryOutFor(request.params.id);
      return handoverDone('The car has been handed over.', paymentProblem);
    },
  });

  routes.admin.post('/reservations/admin/:id/check-in/preview', {
    summary: "The return's charge lines and the new total, before the check-in (nothing is saved)",
    params: idParamsSchema,
    body: checkInSchema,
    replies: { 200: checkInPreviewSchema },
    handler: async (request) => handovers.previewCheckIn(request.params.id, request.body),
  });

  routes.admin.post('/reservations/admin/:id/check-in', {
    summary: "Take the car back: the trip is DONE and the return's charge lines are added",
    params: idParamsSchema,
    body: checkInSchema,
    replies: { 200: handoverDoneSchema },
    handler: async (request) => {
      await handovers.checkIn(callerOf(request), request.params.id, request.body);
      // Paid online, what the return costs comes from the deposit and the saved card.
      const paymentProblem = await online?.moneyTasks.carryOutFor(request.params.id);
      return handoverDone('The car has been taken back.', paymentProblem);
    },
  });

  routes.signedIn.get('/reservations/:id/handover/photos/:imageId', {
    summary: "A hand-over photo, for the office and the reservation's customer",
    params: photoParams,
    querystring: displayQuery,
    fileReply: imageReply,
    handler: async (request, reply) => {
      const { id, imageId } = request.params;
      const photo = await handovers.photo(callerOf(request), id, imageId, request.query.width);
      return sendImage(request, reply, photo, 'private');
    },
  });
});
