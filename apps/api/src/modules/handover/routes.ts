import { checkInPreviewSchema, checkInSchema, checkOutSchema } from '@keyturn/shared';
import { routeModule } from '../../lib/api-routes.ts';
import { idParamsSchema } from '../../lib/route-schemas.ts';
import { callerOf } from '../../plugins/access.ts';
import { displayQuery, imageIdParam, imageReply, sendImage } from '../files/send-image.ts';

const photoParams = idParamsSchema.extend({ imageId: imageIdParam });

export const handoverRoutes = routeModule('Hand-over', (routes, ctx) => {
  const { handovers } = ctx.services;

  routes.admin.post('/reservations/admin/:id/check-out', {
    summary:
      'Hand the car over: the licence check, odometer, fuel and photos; the trip is IN_PROGRESS',
    params: idParamsSchema,
    body: checkOutSchema,
    successMessage: 'The car has been handed over.',
    handler: async (request) =>
      handovers.checkOut(callerOf(request), request.params.id, request.body),
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
    successMessage: 'The car has been taken back.',
    handler: async (request) =>
      handovers.checkIn(callerOf(request), request.params.id, request.body),
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
