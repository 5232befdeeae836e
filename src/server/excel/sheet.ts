import type ExcelJS from 'exceljs';

/** A column of an exported sheet: its header (the schema's Chinese title) and width in characters. */
export interface SheetColumn {
  header: string;
  width: number;
}

/**
 * How one column's stored value becomes its cell. `labels` (value → label) for a dictionary column; without it,
 * booleans become 是/否, objects their JSON text, null an empty cell, anything else itself (dates arrive
 * formatted by the database). Plain data, so it can be sent to the export worker.
 */
export interface CellSpec {
  labels?: [string, string][];
}

export type CellConverter = (value: unknown) => unknown;

export function cellConverter(spec: CellSpec): CellConverter {
  if (spec.labels) {
    const labels = new Map(spec.labels);
    return (value) => (value === null || value === undefined ? '' : labels.get(String(value)) ?? String(value));
  }
  return (value) => {
    if (value === null || value === undefined) return '';
    if (typeof value === 'boolean') return value ? '是' : '否';
    return typeof value === 'object' ? JSON.stringify(value) : value;
  };
}

/** A worksheet with a bold header row. Styles stay on for the header, so body cells share one style (below). */
export function excelSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, title: string, columns: readonly SheetColumn[]): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(title.slice(0, 31));
  sheet.columns = columns.map((c) => ({ ...c }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  return sheet;
}

// exceljs gives every cell a new empty style object and, with styles on, resolves each one anew (half of its time
// per row); cells sharing one object are resolved once. It is empty: body cells have the default look.
const BODY_STYLE: Partial<ExcelJS.Style> = Object.freeze({});

/** Appends rows of cell values and commits them (the streaming writer then drops them). */
export function writeRows(sheet: ExcelJS.Worksheet, rows: readonly unknown[][]): void {
  for (const values of rows) {
    const row = sheet.addRow(values);
    row.eachCell((cell) => {
      cell.style = BODY_STYLE;
    });
    row.commit();
  }
}

/**
 * Rows written between two turns of the event loop: zlib compresses on the thread pool but needs the writing thread
 * for every block (without the turns the sheet's XML piled up, ~45 MB for 100k rows, and was compressed only at the
 * end), and on the server's own thread other requests wait a few milliseconds at most.
 */
export const WRITE_SLICE = 200;

export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
