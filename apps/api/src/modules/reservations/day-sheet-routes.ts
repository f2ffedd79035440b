import { daySheetFilename, daySheetQuerySchema } from '@keyturn/shared';
import { routeModule } from '../../lib/api-routes.ts';
import { renderDaySheet } from './day-sheet-pdf.ts';
import { daySheetFacts } from './day-sheet.ts';

const PDF_TYPE = 'application/pdf';

export const daySheetRoutes = routeModule('Reservations', (routes, ctx) => {
  routes.admin.get('/reservations/admin/day-sheet', {
    summary: "A company day's pick-ups and returns as a PDF to print: the office's day sheet",
    description:
      "The day is midnight to midnight in the company's zone (23 or 25 hours when the clocks " +
      'change). Pick-ups: the bookings still to hand over (CREATED) whose pick-up is that day. ' +
      'Returns: the trips on the road (IN_PROGRESS) due back that day, after those due back ' +
      'before it, marked OVERDUE (as is one due that day and past its drop-off and the grace ' +
      'when printed). Each by time, with the customer and phone, the car and plate, the ' +
      'extras and the balance owed. Cancelled, expired, no-show and done bookings are left out.',
    querystring: daySheetQuerySchema,
    fileReply: { description: 'The day sheet, as an attachment', contentTypes: [PDF_TYPE] },
    handler: async (request, reply) => {
      const { date } = request.query;
      const facts = await daySheetFacts(ctx.db, date, ctx.config.timeZone, ctx.now());
      return reply
        .type(PDF_TYPE)
        .header('Content-Disposition', `attachment; filename=${daySheetFilename(date)}`)
        .header('Cache-Control', 'no-store')
        .send(await renderDaySheet(facts));
    },
  });
});
