/**
 * The fixed parts of an .xlsx package (Office Open XML): what a spreadsheet program needs
 * besides the sheets themselves. Style indexes are CELL_STYLE's; sheetN.xml are written apart.
 */

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Where the workbook's sheet `index` (from 0) is. */
export const sheetPath = (index: number) => `xl/worksheets/sheet${index + 1}.xml`;

/** Indexes into styles.xml's cellXfs. */
export const CELL_STYLE = {
  plain: 0,
  header: 1,
  money: 2,
  dateTime: 3,
  date: 4,
  percent: 5,
} as const;

const contentTypes = (
  sheetCount: number,
) => `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">\
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>\
<Default Extension="xml" ContentType="application/xml"/>\
<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>\
${Array.from({ length: sheetCount }, (_, index) => `<Override PartName="/${sheetPath(index)}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join('')}\
<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>\
</Types>`;

const packageRelationships = `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">\
<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/>\
</Relationships>`;

/** The sheets are rId1…rIdN, the styles the one after them. */
const workbookRelationships = (
  sheetCount: number,
) => `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">\
${Array.from({ length: sheetCount }, (_, index) => `<Relationship Id="rId${index + 1}" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet${index + 1}.xml"/>`).join('')}\
<Relationship Id="rId${sheetCount + 1}" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/>\
</Relationships>`;

// Custom number formats start at id 164; money in dollars, times to the minute, days; 10 is the
// built-in 0.00%.
const styles = `${XML_DECLARATION}<styleSheet xmlns="${MAIN}">\
<numFmts count="3"><numFmt numFmtId="164" formatCode="&quot;$&quot;#,##0.00"/>\
<numFmt numFmtId="165" formatCode="yyyy-mm-dd hh:mm"/><numFmt numFmtId="166" formatCode="yyyy-mm-dd"/></numFmts>\
<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>\
<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>\
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>\
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>\
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>\
<cellXfs count="6"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>\
<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>\
<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>\
<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>\
<xf numFmtId="166" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>\
<xf numFmtId="10" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>\
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>\
</styleSheet>`;

const workbook = (sheetNames: readonly string[], escape: (text: string) => string) =>
  `${XML_DECLARATION}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">\
<sheets>${sheetNames.map((name, index) => `<sheet name="${escape(name)}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`).join('')}</sheets></workbook>`;

/** Every part but the sheet, as [path in the zip, content]. */
export function packageParts(
  sheetNames: readonly string[],
  escape: (text: string) => string,
): [string, string][] {
  return [
    ['[Content_Types].xml', contentTypes(sheetNames.length)],
    ['_rels/.rels', packageRelationships],
    ['xl/workbook.xml', workbook(sheetNames, escape)],
    ['xl/_rels/workbook.xml.rels', workbookRelationships(sheetNames.length)],
    ['xl/styles.xml', styles],
  ];
}
