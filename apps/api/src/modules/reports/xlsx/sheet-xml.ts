import { CELL_STYLE } from './package-parts.ts';

type CellFormat = 'money' | 'dateTime' | 'date' | 'percent';

export interface Column {
  header: string;
  key: string;
  width?: number;
  /** How a number or a date is shown; text and plain numbers need none. */
  format?: CellFormat;
}

/** Cell values: text, numbers, and dates whose UTC fields are the clock to show. */
export type CellValue = string | number | Date | null | undefined;

const DEFAULT_WIDTH = 16;
/** Characters a column has beyond its header's: bold text is wider, and a filter adds a button. */
const HEADER_ROOM = 4;
/** A pane split under row 1, frozen, with the cursor on the first row of data. */
const FROZEN_HEADER_ROW =
  '<sheetViews><sheetView workbookViewId="0">' +
  '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
  '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/>' +
  '</sheetView></sheetViews>';
const MS_PER_DAY = 86_400_000;
/** 1970-01-01 as a spreadsheet serial day (the 1900 date system). */
const UNIX_EPOCH_SERIAL = 25_569;

// XML 1.0 cannot carry C0 controls other than tab and line breaks, nor U+FFFE/U+FFFF.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NEEDS_ESCAPING = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
// eslint-disable-next-line no-control-regex -- as above
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(text: string): string {
  if (!NEEDS_ESCAPING.test(text)) return text;
  return text
    .replace(NOT_XML, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

/** A-Z, then AA…: the column part of a cell reference. */
function columnLetters(index: number): string {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  }
  return letters;
}

function textCell(reference: string, style: string, text: string): string {
  // Leading or trailing blanks survive only when the cell says so.
  const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : '';
  return `<c r="${reference}"${style} t="inlineStr"><is><t${space}>${escapeXml(text)}</t></is></c>`;
}

function cell(reference: string, style: string, value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    return Number.isFinite(value) ? `<c r="${reference}"${style}><v>${value}</v></c>` : '';
  }
  if (value instanceof Date) {
    const serial = value.getTime() / MS_PER_DAY + UNIX_EPOCH_SERIAL;
    return `<c r="${reference}"${style}><v>${serial}</v></c>`;
  }
  return textCell(reference, style, value);
}

/**
 * Writes a worksheet row by row: inline strings (no shared-string table to hold in memory),
 * numbers as numbers, dates as serial days with a date format.
 */
export class SheetXmlWriter {
  private readonly letters: string[];
  private readonly styles: string[];
  private rowNumber = 1;

  constructor(private readonly columns: Column[]) {
    this.letters = columns.map((_, index) => columnLetters(index));
    this.styles = columns.map(({ format }) => (format ? ` s="${CELL_STYLE[format]}"` : ''));
  }

  /**
   * The sheet's opening: the header row frozen (it stays in view while the rows scroll), the
   * column widths, never narrower than their bold header, and the header row itself.
   */
  start(): string {
    const widths = this.columns
      .map(
        ({ width, header }, index) =>
          `<col min="${index + 1}" max="${index + 1}" width="${Math.max(width ?? DEFAULT_WIDTH, header.length + HEADER_ROOM)}" customWidth="1"/>`,
      )
      .join('');
    const header = this.columns
      .map(({ header }, index) =>
        textCell(`${this.letters[index]}1`, ` s="${CELL_STYLE.header}"`, header),
      )
      .join('');
    return (
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
      FROZEN_HEADER_ROW +
      `<cols>${widths}</cols><sheetData><row r="1">${header}</row>`
    );
  }

  row(values: Record<string, CellValue>): string {
    const number = ++this.rowNumber;
    let xml = `<row r="${number}">`;
    for (let index = 0; index < this.columns.length; index++) {
      xml += cell(
        `${this.letters[index]}${number}`,
        this.styles[index]!,
        values[this.columns[index]!.key],
      );
    }
    return `${xml}</row>`;
  }

  end(): string {
    return '</sheetData></worksheet>';
  }
}
