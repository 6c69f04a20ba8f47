import { contentDisposition } from '../../domain/content-disposition';

// Excel in Portuguese reads and writes CSV with ';' between cells and ',' as the decimal mark.
export const CSV_SEPARATOR = ';';
export const UTF8_BOM = '\uFEFF';

// A cell that starts like a formula would be run by the spreadsheet (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

export function protectFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export function unprotectFormula(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;
}

function quoteCell(value: string): string {
  return /[";\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** One CSV line (cells quoted where needed), with its CRLF: for files written a batch at a time. */
export function csvLine(cells: string[]): string {
  return `${cells.map(quoteCell).join(CSV_SEPARATOR)}\r\n`;
}

/** Rows to CSV text with the BOM Excel needs to read UTF-8, CRLF line ends. */
export function writeCsv(rows: string[][]): string {
  return `${UTF8_BOM}${rows.map(csvLine).join('')}`;
}

export type CsvRecord = { line: number; cells: string[] };

/**
 * RFC 4180 with ';': quoted cells may hold separators, quotes ("") and line breaks. Each record
 * carries the file line it starts on, so errors can point at it.
 */
export function parseCsv(text: string): CsvRecord[] {
  const src = text.startsWith(UTF8_BOM) ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let atCellStart = true;
  const endRecord = () => {
    cells.push(cell);
    records.push({ line: recordLine, cells });
    cells = [];
    cell = '';
    atCellStart = true;
  };
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === '\n') line++;
        cell += ch;
      }
      continue;
    }
    if (ch === '"' && atCellStart) {
      quoted = true;
      atCellStart = false;
    } else if (ch === CSV_SEPARATOR) {
      cells.push(cell);
      cell = '';
      atCellStart = true;
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && src[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      cell += ch;
      atCellStart = false;
    }
  }
  if (cell !== '' || cells.length > 0) endRecord();
  return records;
}

/** UTF-8 as exported; a file saved by Excel as "CSV (separado por vírgulas)" may be Windows-1252. */
export function decodeCsv(data: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return new TextDecoder('windows-1252').decode(data);
  }
}

/** Centavos as Excel pt-BR reads a number: '1234,50' (no thousands mark, no currency sign). */
export function csvMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** A text cell, protected from being run as a formula. */
export const csvText = (value: string | null | undefined) => protectFormula(value ?? '');

/** A CSV download: the attachment headers every export answers with. */
export function csvResponseHeaders(fileName: string): Record<string, string> {
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': contentDisposition(fileName),
    'cache-control': 'no-store',
  };
}
