// What a list gives per column to be exported, and the one rule every exported text obeys.

/** A presented cell: text, a number, or empty. */
export type ExportCell = string | number | null;

/** One column: its translated header and how a row presents its cell. */
export interface ExportColumn<Row> {
  header: string;
  /** Width in characters (xlsx). */
  width?: number;
  value(row: Row): ExportCell;
}

/**
 * A cell as text that a spreadsheet will not run: a leading `=`, `+`, `-`, `@`, tab or CR makes
 * Excel evaluate a formula (CSV injection, OWASP), so such text gets a leading apostrophe.
 */
export function safeCellText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}
