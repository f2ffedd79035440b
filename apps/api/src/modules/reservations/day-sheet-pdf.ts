import PDFDocument from 'pdfkit';
import { formatCents, zoneFormatters } from '@keyturn/shared';
import { localTime } from '../../lib/local-time.ts';
import type { DaySheetFacts, DaySheetRow } from './day-sheet.ts';

const MARGIN = 40;
/** The box to tick, the time, the booking's facts, the balance: the columns of a row. */
const BOX_WIDTH = 18;
const TIME_WIDTH = 104;
const BALANCE_WIDTH = 110;
const GAP = 10;
/** A row's rule and the space around its lines. */
const ROW_PADDING = 12;
/** Room for a section's heading and its first row, or the heading starts the next page. */
const HEADING_ROOM = 100;
const OVERDUE_COLOR = '#b00020';
const HOUR_MS = 3_600_000;
/** The placeholder of a fact not on record: a car with no plate. */
const NONE = '—';

const dayFormat = zoneFormatters({
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});
const timeFormat = zoneFormatters({ hour: 'numeric', minute: '2-digit' });
/** On a day the clocks change, 1:30 AM happens twice: the zone's abbreviation tells which. */
const zonedTimeFormat = zoneFormatters({
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});
const dayAndTimeFormat = zoneFormatters({
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const zoneNameFormat = zoneFormatters({ timeZoneName: 'longGeneric' });

/**
 * Intl writes a narrow no-break space before AM and PM, which PDF's standard fonts do not hold
 * (WinAnsi): a plain space prints, and reads back, as the same words.
 */
const printable = (text: string) => text.replace(/[\u202f\u2009\u00a0]/g, ' ');

/** The zone as people say it ("Pacific Time"), whatever the season. */
function zoneName(timeZone: string, at: Date): string {
  const part = zoneNameFormat(timeZone)
    .formatToParts(at)
    .find((each) => each.type === 'timeZoneName');
  return part?.value ?? timeZone;
}

/**
 * The day sheet as a PDF (contract section 7, "Day sheet"; decision 074): the day's pick-ups and
 * returns, each a row with a box to tick. One line of text per fact, so that a text extractor
 * reads it back as written (the tests do); Helvetica, a standard font: nothing to embed.
 */
export function renderDaySheet(facts: DaySheetFacts): Promise<Buffer> {
  const title = `Day sheet ${printable(dayFormat(facts.timeZone).format(facts.from))}`;
  // Pages kept until the end, to number them once their count is known.
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: title },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN;
  const factsX = MARGIN + BOX_WIDTH + TIME_WIDTH;
  const factsWidth = width - BOX_WIDTH - TIME_WIDTH - BALANCE_WIDTH - GAP;
  // A day the clocks change is 23 or 25 hours long; its times say which side of the change.
  const clocksChange = facts.to.getTime() - facts.from.getTime() !== 24 * HOUR_MS;
  const timeOf = (row: DaySheetRow) => {
    const format =
      row.time < facts.from ? dayAndTimeFormat : clocksChange ? zonedTimeFormat : timeFormat;
    return printable(format(facts.timeZone).format(row.time));
  };

  const heading = (text: string) => {
    if (doc.y + HEADING_ROOM > bottom()) doc.addPage();
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(13).fillColor('black').text(text, MARGIN);
    doc.moveDown(0.3);
  };

  /** A row's facts, one line of text each (a long one wraps within its column). */
  const factsOf = (entry: DaySheetRow) => {
    const { customer, vehicle } = entry;
    return [
      {
        text: `${customer.firstName} ${customer.lastName}`,
        font: 'Helvetica-Bold',
        color: 'black',
      },
      { text: `Phone: ${customer.phoneNumber}`, font: 'Helvetica', color: 'black' },
      {
        text: `Car: ${vehicle.model}, plate ${vehicle.plateNumber ?? NONE}`,
        font: 'Helvetica',
        color: 'black',
      },
      { text: `Extras: ${entry.extras || 'none'}`, font: 'Helvetica', color: 'black' },
      { text: `Booking #${entry.reservationId}`, font: 'Helvetica', color: '#555555' },
    ];
  };

  const row = (entry: DaySheetRow) => {
    const lines = factsOf(entry);
    doc.fontSize(10);
    const height = lines.reduce(
      (sum, line) => sum + doc.font(line.font).heightOfString(line.text, { width: factsWidth }),
      ROW_PADDING,
    );
    // A row never breaks across two pages: one that does not fit starts the next.
    if (doc.y + height > bottom()) doc.addPage();
    const top = doc.y + 4;
    doc.lineWidth(0.5).strokeColor('#999999');
    doc
      .moveTo(MARGIN, top - 4)
      .lineTo(MARGIN + width, top - 4)
      .stroke();
    doc.rect(MARGIN, top + 1, 9, 9).stroke();

    doc.fillColor('black').font('Helvetica-Bold');
    doc.text(timeOf(entry), MARGIN + BOX_WIDTH, top, { width: TIME_WIDTH - GAP });
    if (entry.overdue) {
      doc.fillColor(OVERDUE_COLOR).text('OVERDUE', MARGIN + BOX_WIDTH, doc.y, {
        width: TIME_WIDTH - GAP,
      });
    }
    const timeBottom = doc.y;

    doc.y = top;
    for (const line of lines) {
      doc
        .font(line.font)
        .fillColor(line.color)
        .text(line.text, factsX, doc.y, { width: factsWidth });
    }
    const factsBottom = doc.y;

    const owes = entry.balanceCents > 0;
    doc.fillColor('black').font(owes ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(`Balance ${formatCents(entry.balanceCents)}`, MARGIN + width - BALANCE_WIDTH, top, {
      width: BALANCE_WIDTH,
      align: 'right',
    });
    doc.y = Math.max(timeBottom, factsBottom, doc.y) + 6;
    doc.x = MARGIN;
  };

  const section = (title: string, rows: readonly DaySheetRow[], empty: string) => {
    heading(`${title} (${rows.length})`);
    doc.font('Helvetica').fontSize(10).fillColor('black');
    if (rows.length === 0) doc.text(empty, MARGIN);
    for (const entry of rows) row(entry);
  };

  const overdue = facts.returns.filter((entry) => entry.overdue).length;
  doc.font('Helvetica-Bold').fontSize(18).text('Keyturn');
  doc.font('Helvetica-Bold').fontSize(14).text(title);
  doc.font('Helvetica').fontSize(10);
  doc.text(`Times in ${zoneName(facts.timeZone, facts.from)}.`);
  doc.text(
    `${facts.pickUps.length} to pick up, ${facts.returns.length} to come back` +
      (overdue > 0 ? `, ${overdue} of them overdue.` : '.'),
  );
  doc.fillColor('#555555').text(`Printed ${printable(localTime(facts.printedAt, facts.timeZone))}`);

  section('Pick-ups', facts.pickUps, 'No pick-ups on this day.');
  section('Returns', facts.returns, 'No returns due on this day.');
  numberPages(doc, title);
  doc.end();
  return done;
}

/** Each page's foot: the sheet's day and which page of how many, should the pages part. */
function numberPages(doc: PDFKit.PDFDocument, title: string) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    // Below the bottom margin: with it in place, pdfkit would start a new page for the line.
    const { bottom } = doc.page.margins;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor('#555555')
      .text(`${title}, page ${index - start + 1} of ${count}`, MARGIN, doc.page.height - 28, {
        width: doc.page.width - 2 * MARGIN,
        align: 'center',
      });
    doc.page.margins.bottom = bottom;
  }
}
