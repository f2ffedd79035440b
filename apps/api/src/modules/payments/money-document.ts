import PDFDocument from 'pdfkit';
import { COMPANY_CONTACT, formatCents } from '@keyturn/shared';

export const MARGIN = 50;
const AMOUNT_WIDTH = 110;

/**
 * A money document (a receipt, a credit note) as a PDF under the company's letterhead, one line
 * of text per fact so that a text extractor reads it back as written (the tests do). Helvetica
 * is one of PDF's standard fonts: nothing to embed or fetch. `finish` ends it and gives the file.
 */
export function moneyDocument(title: string) {
  const doc = new PDFDocument({ size: 'LETTER', margin: MARGIN, info: { Title: title } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;

  /** A label with its amount at the right edge. */
  const amountLine = (label: string, cents: number, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, MARGIN, y, { width: width - AMOUNT_WIDTH });
    const after = doc.y;
    doc.text(formatCents(cents), MARGIN + width - AMOUNT_WIDTH, y, {
      width: AMOUNT_WIDTH,
      align: 'right',
    });
    doc.y = Math.max(after, doc.y);
  };
  const heading = (text: string) =>
    doc.moveDown().font('Helvetica-Bold').fontSize(12).text(text, MARGIN).fontSize(10);

  doc.font('Helvetica-Bold').fontSize(18).text('Keyturn');
  doc.font('Helvetica').fontSize(10);
  doc.text(COMPANY_CONTACT.address);
  doc.text(`${COMPANY_CONTACT.phones.join(' · ')} · ${COMPANY_CONTACT.email}`);
  doc.moveDown();
  doc.font('Helvetica-Bold').fontSize(14).text(title);
  doc.font('Helvetica').fontSize(10);

  const finish = () => {
    doc.end();
    return done;
  };
  return { doc, amountLine, heading, finish };
}
