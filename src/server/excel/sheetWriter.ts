import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { eachRow, type JsonChunk } from '../db/jsonRow.ts';
import { cellConverter, excelSheet, nextTurn, writeRows, WRITE_SLICE, type CellConverter, type CellSpec, type SheetColumn } from './sheet.ts';

export interface SheetSpec {
  title: string;
  columns: SheetColumn[];
  cells: CellSpec[];
}

/**
 * One workbook of one sheet written from chunks of rows (the database's JSON text, see JsonChunk): decoded, each
 * column converted by its CellSpec, written by exceljs' streaming writer, the compressed bytes handed to `out` as
 * they come. The Excel worker runs these; with EXCEL_WORKERS=0 the server runs them on its own thread.
 */
export class SheetWriter {
  private readonly workbook: ExcelJS.stream.xlsx.WorkbookWriter;
  private readonly sheet: ExcelJS.Worksheet;
  private readonly cells: CellConverter[];
  private stopped = false;

  constructor(spec: SheetSpec, out: (bytes: Buffer) => void) {
    const sink = new Writable({
      write: (bytes: Buffer, _encoding, done) => {
        if (!this.stopped) out(bytes);
        done();
      },
    });
    this.workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true, useSharedStrings: false });
    this.sheet = excelSheet(this.workbook, spec.title, spec.columns);
    this.cells = spec.cells.map(cellConverter);
  }

  async write(chunk: JsonChunk): Promise<void> {
    const { cells } = this;
    const rows = eachRow(chunk);
    while (!this.stopped) {
      // Decoded a slice at a time, just before they are written (see JsonChunk).
      const slice: unknown[][] = [];
      for (let next = rows.next(); !next.done; next = rows.next()) {
        const values = next.value;
        for (let i = 0; i < values.length; i++) values[i] = cells[i](values[i]);
        if (slice.push(values) === WRITE_SLICE) break;
      }
      if (!slice.length) return;
      writeRows(this.sheet, slice);
      await nextTurn();
    }
  }

  /** Completes the workbook; its last bytes have gone to `out` when this resolves. */
  async close(): Promise<void> {
    this.sheet.commit();
    await this.workbook.commit();
  }

  /** Drops the half-written workbook (the download went away): nothing more goes to `out`. */
  stop(): void {
    this.stopped = true;
  }
}
