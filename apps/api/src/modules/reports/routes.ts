import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { routeModule } from '../../lib/api-routes.ts';
import { reservationsSheet, usersSheet, vehiclesSheet } from './sheets.ts';
import { streamWorkbook } from './workbook-stream.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface Report {
  path: string;
  fileName: string;
  open(log: FastifyBaseLogger): Readable;
}

export const reportRoutes = routeModule('Reports', (routes, ctx) => {
  const reports: Report[] = [
    {
      path: 'users',
      fileName: 'users.xlsx',
      open: (log) => streamWorkbook(usersSheet(ctx.db), log),
    },
    {
      path: 'cars',
      fileName: 'vehicles.xlsx',
      open: (log) => streamWorkbook(vehiclesSheet(ctx.db), log),
    },
    {
      path: 'reservations',
      fileName: 'reservations.xlsx',
      open: (log) => streamWorkbook(reservationsSheet(ctx.db, ctx.config.timeZone), log),
    },
  ];

  for (const report of reports) {
    routes.admin.get(`/excel/download/${report.path}`, {
      summary: `Download ${report.fileName}`,
      fileReply: { description: `${report.fileName}, as an attachment`, contentTypes: [XLSX_TYPE] },
      handler: async (request, reply) =>
        reply
          .type(XLSX_TYPE)
          .header('Content-Disposition', `attachment; filename=${report.fileName}`)
          .header('Cache-Control', 'no-store')
          .send(report.open(request.log)),
    });
  }
});
