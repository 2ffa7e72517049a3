// The export's CSV, written for the spreadsheet that will open it, which never asks what it is: a
// Brazilian Excel splits a .csv on ";", an English one on ",", LibreOffice on whatever it is told.
// The file is ";"-separated with a BOM (what Brazilian Excel opens cleanly, accents included), every
// text cell is quoted, and no cell can turn into a formula under either separator:
//  - a cell that starts with =, +, -, @ (or their full-width forms) gets an apostrophe in front
//    (OWASP's advice, csv-stringify's escape_formulas);
//  - so does the same character after a "," or ";" or a line break inside a cell, where a reader
//    that splits on the other separator (or loses track of the quotes) starts a new cell;
//  - a line break (a visitor's note may have several lines) stays a line break inside the quoted
//    cell, as the spreadsheet shows it; tabs and other control characters are shown as escapes (\x1b).
import { stringify } from "csv-stringify/sync";
import { visible } from "./format.ts";

/** A formula's first character after a separator or a line break, spaces and quotes: the apostrophe goes
 * before it. */
const formulaAfterSeparator = /([,;\n][\s"]*)([=+\-@\uFF1D\uFF0B\uFF0D\uFF20])/g;

function safeCell(cell: string | number | null): string | number | null {
  if (typeof cell !== "string") return cell;
  // Every line break as the one a spreadsheet cell holds (LF): a lone CR is one too.
  return visible(cell.replace(/\r\n?/g, "\n"), "\n").replace(formulaAfterSeparator, "$1'$2");
}

/** The records as the export writes them: BOM, header, ";" between cells, CRLF between records. */
export function spreadsheetCsv(columns: string[], records: (string | number | null)[][]): string {
  return stringify(
    records.map((r) => r.map(safeCell)),
    {
      bom: true,
      header: true,
      columns,
      delimiter: ";",
      record_delimiter: "windows",
      quoted_string: true,
      escape_formulas: true,
    },
  );
}
