import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { ZipFile } from 'yazl';
import {
  SheetXmlWriter,
  escapeXml,
  packageParts,
  sheetPath,
  type CellValue,
  type Column,
} from './xlsx/index.ts';

export interface SheetSpec<Row> {
  sheetName: string;
  columns: Column[];
  /** Rows in batches, each after the last id of the previous one, until an empty batch. */
  batches: AsyncIterable<Row[]>;
  toCells(row: Row): Record<string, CellValue>;
}

/** The sheet's XML, one chunk per batch of rows. */
async function* sheetXml<Row>(spec: SheetSpec<Row>): AsyncIterable<string> {
  const writer = new SheetXmlWriter(spec.columns);
  yield writer.start();
  for await (const batch of spec.batches) {
    let chunk = '';
    for (const row of batch) chunk += writer.row(spec.toCells(row));
    yield chunk;
  }
  yield writer.end();
}

/** A sheet of a workbook, whatever its rows are: its name and its XML when asked for. */
export interface WorkbookSheet {
  sheetName: string;
  xml(): AsyncIterable<string>;
}

/** One sheet among several of a workbook (each sheet's rows have a type of their own). */
export const workbookSheet = <Row>(spec: SheetSpec<Row>): WorkbookSheet => ({
  sheetName: spec.sheetName,
  xml: () => sheetXml(spec),
});

const isSheetList = <Row>(
  spec: SheetSpec<Row> | readonly WorkbookSheet[],
): spec is readonly WorkbookSheet[] => Array.isArray(spec);

/**
 * Streams a workbook: each sheet's XML is made batch by batch as the zip deflates it and the
 * response takes it (backpressure all the way to the database), so memory stays flat however
 * many rows the sheets have; a sheet's rows are asked for only when the zip reaches it. See
 * docs/decisions/006-spreadsheet-writer.md.
 */
export function streamWorkbook<Row>(
  spec: SheetSpec<Row> | readonly WorkbookSheet[],
  log: FastifyBaseLogger,
): Readable {
  const sheets = isSheetList(spec) ? spec : [workbookSheet(spec)];
  const zip = new ZipFile();
  for (const [path, content] of packageParts(
    sheets.map((sheet) => sheet.sheetName),
    escapeXml,
  )) {
    zip.addBuffer(Buffer.from(content), path);
  }
  sheets.forEach((sheet, index) => {
    zip.addReadStream(Readable.from(sheet.xml(), { objectMode: false }), sheetPath(index));
  });
  zip.end();
  const output = zip.outputStream as Readable;
  zip.on('error', (error: unknown) => {
    log.error({ err: error }, 'report failed while streaming');
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return output;
}

/**
 * Pages through a table by id (keyset), never holding more than two batches: the next one is
 * fetched while the current one is written.
 */
export async function* keysetBatches<Row extends { id: number }>(
  fetchAfter: (lastId: number, limit: number) => Promise<Row[]>,
  batchSize = 1000,
): AsyncIterable<Row[]> {
  let next = fetchAfter(0, batchSize);
  for (;;) {
    const batch = await next;
    if (batch.length < batchSize) {
      if (batch.length > 0) yield batch;
      return;
    }
    next = fetchAfter(batch[batch.length - 1]!.id, batchSize);
    // A client that goes away stops the loop; the prefetch's failure must not go unhandled.
    next.catch(() => undefined);
    yield batch;
  }
}
