import ExcelJS from 'exceljs';

export interface ReadSheet {
  /** How many worksheets the workbook holds. */
  sheetCount: number;
  name: string;
  rowCount: number;
  /** Every row's cell values, in column order (exceljs' 1-based padding removed). */
  rows: unknown[][];
}

/** Reads back the first worksheet of an .xlsx file, as a spreadsheet program would. */
export async function readSheet(bytes: Buffer): Promise<ReadSheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no worksheet');
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row) => {
    const values = row.values as unknown[];
    rows.push(values.slice(1));
  });
  return {
    sheetCount: workbook.worksheets.length,
    name: sheet.name,
    rowCount: sheet.rowCount,
    rows,
  };
}
