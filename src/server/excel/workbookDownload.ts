import { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { Download } from './download.ts';
import { excelSheet, nextTurn, writeRows, WRITE_SLICE, type SheetColumn } from './sheet.ts';

/**
 * A workbook of several sheets written on the server's thread from rows already converted to cell values (the answer
 * export: one sheet per survey, its cells computed from each answer's JSON). Like every export it is a download
 * with backpressure: `write` waits while the client is behind, so memory stays flat on a slow connection, and it
 * gives the event loop a turn every WRITE_SLICE rows.
 */
export class WorkbookDownload extends Download {
  private readonly workbook: ExcelJS.stream.xlsx.WorkbookWriter;

  constructor() {
    super();
    const sink = new Writable({
      write: (bytes: Buffer, _encoding, done) => {
        if (!this.gone) this.push(bytes);
        done();
      },
    });
    this.workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: sink, useStyles: true, useSharedStrings: false });
  }

  protected onGone(): void {
    // Nothing to stop: the writer's next call sees `gone` and returns false.
  }

  /** A new sheet with its bold header row; commit it (`sheet.commit()`) before the next one. */
  addSheet(title: string, columns: readonly SheetColumn[]): ExcelJS.Worksheet {
    return excelSheet(this.workbook, title, columns);
  }

  /** Appends rows to `sheet`. Resolves once more may be written; false when the client has gone away (stop). */
  async write(sheet: ExcelJS.Worksheet, rows: readonly unknown[][]): Promise<boolean> {
    for (let start = 0; start < rows.length && !this.gone; start += WRITE_SLICE) {
      writeRows(sheet, rows.slice(start, start + WRITE_SLICE));
      await nextTurn();
    }
    await this.waitWhile(() => this.paused);
    return !this.gone;
  }

  /** Completes the workbook; its last byte is in `stream` when this resolves. */
  async close(): Promise<void> {
    if (this.gone) return;
    await this.workbook.commit();
    this.end();
  }

  /** Ends the download with an error (the client sees a broken file, not a complete-looking one). */
  fail(error: Error): void {
    if (this.finished || this.failure) return;
    this.failure = error;
    this.stream.destroy(error);
    this.wake();
  }
}
