/** A workbook's parts and its sheets' XML, written as a stream. */
export { packageParts, sheetPath } from './package-parts.ts';
export { SheetXmlWriter, escapeXml, type CellValue, type Column } from './sheet-xml.ts';
