import type { JsonChunk } from '../db/jsonRow.ts';
import type { SheetSpec } from './sheetWriter.ts';

/**
 * Messages between the server and an Excel worker. Several exports may share a worker: every message names its
 * job. Rows travel as the JSON text the database produced (a chunk of rows in one text), because copying a string
 * to another thread is a memory copy, while parsing it is work worth doing off the main thread.
 */
export type ToWorker =
  | ({ type: 'open'; job: number } & SheetSpec)
  | { type: 'rows'; job: number; chunk: JsonChunk }
  | { type: 'close'; job: number }
  | { type: 'abort'; job: number };

export type FromWorker =
  /** Bytes of the .xlsx, in order. */
  | { type: 'data'; job: number; bytes: Uint8Array }
  /** One `rows` message is written: the server may send another (flow control). */
  | { type: 'written'; job: number }
  /** The workbook is complete; every `data` of the job came before. */
  | { type: 'done'; job: number }
  | { type: 'error'; job: number; message: string };
