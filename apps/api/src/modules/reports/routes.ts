import type { Readable } from 'node:stream';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import {
  reportRangeQuerySchema,
  revenueQuerySchema,
  revenueReportSchema,
  utilisationReportSchema,
  type WallClock,
} from '@keyturn/shared';
import { routeModule } from '../../lib/api-routes.ts';
import { reportRange, type ReportRange } from './report-range.ts';
import { revenueByDay, revenueByVehicle } from './revenue.ts';
import {
  reservationsSheet,
  revenueSheets,
  usersSheet,
  utilisationSheet,
  vehiclesSheet,
} from './sheets.ts';
import { utilisationReport } from './utilisation.ts';
import { streamWorkbook } from './workbook-stream.ts';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

interface Report {
  path: string;
  fileName: string;
  open(log: FastifyBaseLogger): Readable;
}

/** A report of a range of company days, downloaded as NAME-FROM-to-TO.xlsx. */
interface RangeReport {
  name: string;
  summary: string;
  open(range: ReportRange, log: FastifyBaseLogger): Readable;
}

/** A spreadsheet as the answer: an attachment, never kept by a cache. */
const sendWorkbook = (reply: FastifyReply, fileName: string, workbook: Readable) =>
  reply
    .type(XLSX_TYPE)
    .header('Content-Disposition', `attachment; filename=${fileName}`)
    .header('Cache-Control', 'no-store')
    .send(workbook);

const pad = (value: number) => String(value).padStart(2, '0');
const isoDay = (day: WallClock) => `${day.year}-${pad(day.month)}-${pad(day.day)}`;

/** revenue-2031-05-12-to-2031-06-10.xlsx: the range in the name, so two downloads differ. */
const rangeFileName = (report: string, range: ReportRange) =>
  `${report}-${isoDay(range.days[0]!)}-to-${isoDay(range.days[range.days.length - 1]!)}.xlsx`;

export const reportRoutes = routeModule('Reports', (routes, ctx) => {
  const { timeZone } = ctx.config;
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
      open: (log) => streamWorkbook(reservationsSheet(ctx.db, timeZone), log),
    },
  ];

  for (const report of reports) {
    routes.admin.get(`/excel/download/${report.path}`, {
      summary: `Download ${report.fileName}`,
      fileReply: { description: `${report.fileName}, as an attachment`, contentTypes: [XLSX_TYPE] },
      handler: async (request, reply) =>
        sendWorkbook(reply, report.fileName, report.open(request.log)),
    });
  }

  routes.admin.get('/reports/admin/revenue', {
    summary: 'Revenue by company day or by vehicle: money taken and given back, and trips charged',
    description:
      "A day's revenue is the ledger's rows recorded that day (charges and captures less refunds); " +
      'charged is the charge lines of the trips that pick up that day (decision 049).',
    querystring: revenueQuerySchema,
    replies: { 200: revenueReportSchema },
    handler: async (request) => {
      const range = reportRange(request.query, timeZone);
      return request.query.groupBy === 'vehicle'
        ? revenueByVehicle(ctx.db, range)
        : revenueByDay(ctx.db, range);
    },
  });

  routes.admin.get('/reports/admin/utilisation', {
    summary: "Each vehicle's share of its hours held by trips, blocks left out, and the fleet's",
    querystring: reportRangeQuerySchema,
    replies: { 200: utilisationReportSchema },
    handler: async (request) =>
      utilisationReport(ctx.db, reportRange(request.query, timeZone), ctx.now()),
  });

  const rangeReports: RangeReport[] = [
    {
      name: 'revenue',
      summary: 'Download the revenue of a range of days: sheets by day and by vehicle',
      open: (range, log) => streamWorkbook(revenueSheets(ctx.db, range), log),
    },
    {
      name: 'utilisation',
      summary: "Download each vehicle's utilisation over a range of days, and the fleet's",
      open: (range, log) => streamWorkbook(utilisationSheet(ctx.db, range, ctx.now()), log),
    },
  ];

  for (const report of rangeReports) {
    routes.admin.get(`/excel/download/${report.name}`, {
      summary: report.summary,
      querystring: reportRangeQuerySchema,
      fileReply: {
        description: `${report.name}-FROM-to-TO.xlsx, as an attachment`,
        contentTypes: [XLSX_TYPE],
      },
      handler: async (request, reply) => {
        const range = reportRange(request.query, timeZone);
        return sendWorkbook(
          reply,
          rangeFileName(report.name, range),
          report.open(range, request.log),
        );
      },
    });
  }
});
