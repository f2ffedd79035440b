import { buffer } from 'node:stream/consumers';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { streamWorkbook, workbookSheet } from '../../src/modules/reports/workbook-stream.ts';
import { readSheet } from '../support/spreadsheets.ts';

const silent = { error: () => undefined } as unknown as FastifyBaseLogger;

async function* batchesOf<Row>(...batches: Row[][]) {
  yield* batches;
}

describe('the streaming workbook writer', () => {
  it('keeps awkward text exactly, and numbers and dates as such', async () => {
    const texts = ['Tom & Jerry <b>', '  padded  ', 'quote " and \'', 'ünïcødé ✓', 'line\nbreak'];
    const rows = texts.map((text, index) => ({
      id: index + 1,
      text,
      price: 19.99,
      at: new Date(Date.UTC(2027, 2, 14, 3, 30, 15)),
    }));
    const bytes = await buffer(
      streamWorkbook(
        {
          sheetName: 'Odd & <Names>',
          columns: [
            { header: 'id', key: 'id' },
            { header: 'Text', key: 'text' },
            { header: 'Price', key: 'price', format: 'money' },
            { header: 'At', key: 'at', format: 'dateTime' },
          ],
          batches: batchesOf(rows.slice(0, 2), rows.slice(2)),
          toCells: (row) => row,
        },
        silent,
      ),
    );
    const sheet = await readSheet(bytes);
    expect(sheet.name).toBe('Odd & <Names>');
    expect(sheet.rows[0]).toEqual(['id', 'Text', 'Price', 'At']);
    expect(sheet.rows.slice(1)).toEqual(rows.map((row) => [row.id, row.text, 19.99, row.at]));
  });

  it('drops control characters that XML cannot carry', async () => {
    const bytes = await buffer(
      streamWorkbook(
        {
          sheetName: 'S',
          columns: [{ header: 'Text', key: 'text' }],
          batches: batchesOf([{ id: 1, text: 'bell\u0007 and nul\u0000' }]),
          toCells: (row) => row,
        },
        silent,
      ),
    );
    expect((await readSheet(bytes)).rows[1]).toEqual(['bell and nul']);
  });

  it('writes several sheets, each in its order, with days and shares in their formats', async () => {
    const day = new Date(Date.UTC(2031, 10, 2));
    const bytes = await buffer(
      streamWorkbook(
        [
          workbookSheet({
            sheetName: 'By day',
            columns: [{ header: 'Day', key: 'day', format: 'date' }],
            batches: batchesOf([{ day }]),
            toCells: (row) => row,
          }),
          workbookSheet({
            sheetName: 'Shares',
            columns: [{ header: 'Share', key: 'share', format: 'percent' }],
            batches: batchesOf([{ share: 0.4167 }], [{ share: 1 }]),
            toCells: (row) => row,
          }),
        ],
        silent,
      ),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['By day', 'Shares']);
    const [byDay, shares] = workbook.worksheets;
    expect(byDay!.getCell('A2').value).toEqual(day);
    expect(byDay!.getCell('A2').numFmt).toBe('yyyy-mm-dd');
    expect([shares!.getCell('A2').value, shares!.getCell('A3').value]).toEqual([0.4167, 1]);
    expect(shares!.getCell('A2').numFmt).toBe('0.00%');
  });
});
