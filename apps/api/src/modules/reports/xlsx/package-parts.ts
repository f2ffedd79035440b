/**
 * The fixed parts of a one-sheet .xlsx package (Office Open XML): what a spreadsheet program
 * needs besides the sheet itself. Style indexes are CELL_STYLE's; sheet1.xml is written apart.
 */

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

export const SHEET_PATH = 'xl/worksheets/sheet1.xml';

/** Indexes into styles.xml's cellXfs. */
export const CELL_STYLE = { plain: 0, header: 1, money: 2, dateTime: 3 } as const;

const contentTypes = `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">\
<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>\
<Default Extension="xml" ContentType="application/xml"/>\
<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>\
<Override PartName="/${SHEET_PATH}" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>\
<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>\
</Types>`;

const packageRelationships = `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">\
<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/>\
</Relationships>`;

const workbookRelationships = `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">\
<Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/>\
<Relationship Id="rId2" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/>\
</Relationships>`;

// Custom number formats start at id 164; money in dollars, times to the minute.
const styles = `${XML_DECLARATION}<styleSheet xmlns="${MAIN}">\
<numFmts count="2"><numFmt numFmtId="164" formatCode="&quot;$&quot;#,##0.00"/>\
<numFmt numFmtId="165" formatCode="yyyy-mm-dd hh:mm"/></numFmts>\
<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>\
<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>\
<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>\
<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>\
<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>\
<cellXfs count="4"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>\
<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>\
<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>\
<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs>\
<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>\
</styleSheet>`;

const workbook = (sheetName: string, escape: (text: string) => string) =>
  `${XML_DECLARATION}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">\
<sheets><sheet name="${escape(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;

/** Every part but the sheet, as [path in the zip, content]. */
export function packageParts(
  sheetName: string,
  escape: (text: string) => string,
): [string, string][] {
  return [
    ['[Content_Types].xml', contentTypes],
    ['_rels/.rels', packageRelationships],
    ['xl/workbook.xml', workbook(sheetName, escape)],
    ['xl/_rels/workbook.xml.rels', workbookRelationships],
    ['xl/styles.xml', styles],
  ];
}
