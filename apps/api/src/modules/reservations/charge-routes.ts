import { DISCOUNT_ABOVE_BALANCE_MESSAGE, officeChargeSchema, successSchema } from '@keyturn/shared';
import { routeModule } from '../../lib/api-routes.ts';
import { idParamsSchema, success } from '../../lib/route-schemas.ts';
import { callerOf } from '../../plugins/access.ts';

export const officeChargeRoutes = routeModule('Reservations', (routes, ctx) => {
  const { officeCharges } = ctx.services;

  routes.admin.post('/reservations/admin/:id/charges', {
    summary: 'Add a discount, a surcharge or a fee to a booking (the office), with its reason',
    description:
      'ADJUSTMENT on a trip (booked, on the road or done), below 0 for a discount; ' +
      'CANCELLATION_FEE on a cancelled booking; NO_SHOW_FEE on a no-show (those owe only their ' +
      'fees). A refused kind is a 400 on code; a discount is at most the balance owed (400 ' +
      `"${DISCOUNT_ABOVE_BALANCE_MESSAGE}", field amount). The line records who added it and ` +
      'when, and moves the total with it.',
    params: idParamsSchema,
    body: officeChargeSchema,
    replies: { 201: successSchema },
    handler: async (request, reply) => {
      await officeCharges.add(callerOf(request).id, request.params.id, request.body);
      return reply.status(201).send(success('The charge has been added.'));
    },
  });
});
