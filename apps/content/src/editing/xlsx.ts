// XLSX (Office Open XML spreadsheet) through exceljs: a workbook of named sheets of text and number cells, and the
// reader of such a file (sheets of text cells), for the tests and for files staff save from a spreadsheet. No styles,
// formulas or dates: cells are what they show. exceljs is loaded on the first use, not at the service's start
// (importing it takes about a second of CPU and 30 MB).
import type { Workbook } from 'exceljs';

export type Cell = string | number | null;
export interface Sheet {
  name: string;
  rows: ReadonlyArray<ReadonlyArray<Cell>>;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const newWorkbook = async (): Promise<Workbook> => new (await import('exceljs')).default.Workbook();

/** A sheet's name as Excel allows it: at most 31 characters, none of `[]:*?/\`, unique in the workbook. */
function sheetNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name, index) => {
    const base =
      name
        .replace(/[[\]:*?/\\]/g, ' ')
        .trim()
        .slice(0, 31) || `Лист ${index + 1}`;
    let unique = base;
    for (let n = 2; taken.has(unique.toLowerCase()); n++)
      unique = `${base.slice(0, 31 - `${n}`.length - 1)} ${n}`;
    taken.add(unique.toLowerCase());
    return unique;
  });
}

/** The workbook's bytes; an empty text is no cell at all. */
export async function writeXlsx(sheets: readonly Sheet[]): Promise<Buffer> {
  const workbook = await newWorkbook();
  const names = sheetNames(sheets.map((sheet) => sheet.name));
  sheets.forEach((sheet, i) => {
    workbook
      .addWorksheet(names[i])
      .addRows(sheet.rows.map((row) => row.map((cell) => (cell === '' ? null : cell))));
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * A date cell (a spreadsheet may turn «2027-02-01» or «10:00» typed by staff into one) as the import reads it:
 * `YYYY-MM-DD`, `HH:MM` for a time alone (a date in 1899), or both. exceljs gives dates in UTC.
 */
function dateText(value: Date): string {
  const iso = value.toISOString();
  if (value.getUTCFullYear() < 1900) return iso.slice(11, 16);
  return iso.slice(11, 16) === '00:00' ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

/** The sheets of a workbook as rows of text (numbers as their shortest text, dates as above, empty cells as ''). */
export async function readXlsx(bytes: Buffer): Promise<Array<{ name: string; rows: string[][] }>> {
  const workbook = await newWorkbook();
  await workbook.xlsx.load(new Uint8Array(bytes).buffer);
  return workbook.worksheets.map((sheet) => ({
    name: sheet.name,
    rows: Array.from({ length: sheet.rowCount }, (_, r) => {
      const row = sheet.getRow(r + 1);
      return Array.from({ length: row.cellCount }, (_, c) => {
        const cell = row.getCell(c + 1);
        return cell.value instanceof Date ? dateText(cell.value) : cell.text;
      });
    }),
  }));
}
