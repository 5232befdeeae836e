/**
 * The Excel worker thread: turns chunks of rows (the database's JSON text) into .xlsx files with exceljs' streaming
 * writer and sends the compressed bytes back. exceljs costs about as much as everything else in an export put
 * together; here it runs beside the thread that reads the database (on PGlite the database itself runs on that
 * thread), so the two overlap instead of adding up. Several exports may share the worker, message by message.
 */
import { parentPort } from 'node:worker_threads';
import { memoryRelief } from './memoryRelief.ts';
import type { FromWorker, ToWorker } from './protocol.ts';
import { SheetWriter } from './sheetWriter.ts';

interface Job {
  writer: SheetWriter;
  /** Bytes of workbook sent so far: a large job gives its memory back when it is over (MemoryRelief). */
  bytes: number;
  /** Messages of a job are handled one after another (handling a `rows` message awaits turns of the loop). */
  queue: Promise<void>;
}

const port = parentPort!;
const jobs = new Map<number, Job>();
const post = (message: FromWorker) => port.postMessage(message);

/**
 * The bytes move to the server's thread rather than being copied there: one copy into a buffer of their own, whose
 * memory is then handed over (a structured clone would copy twice and leave both copies to the collectors).
 */
function sendBytes(job: number, bytes: Buffer): void {
  const counted = jobs.get(job);
  if (counted) counted.bytes += bytes.length;
  const own = new Uint8Array(bytes);
  port.postMessage({ type: 'data', job, bytes: own } satisfies FromWorker, [own.buffer]);
}

async function handle(message: ToWorker, job: Job): Promise<void> {
  if (message.type === 'rows') {
    await job.writer.write(message.chunk);
    post({ type: 'written', job: message.job });
  } else if (message.type === 'close') {
    await job.writer.close();
    jobs.delete(message.job);
    memoryRelief.after(job.bytes);
    post({ type: 'done', job: message.job });
  }
}

port.on('message', (message: ToWorker) => {
  const id = message.job;
  if (message.type === 'open') {
    try {
      jobs.set(id, { writer: new SheetWriter(message, (bytes) => sendBytes(id, bytes)), bytes: 0, queue: Promise.resolve() });
    } catch (error) {
      post({ type: 'error', job: id, message: (error as Error).message });
    }
    return;
  }
  const job = jobs.get(id);
  if (!job) return; // aborted or failed before: nothing to do
  if (message.type === 'abort') {
    job.writer.stop(); // the half-written workbook is dropped with the job
    jobs.delete(id);
    memoryRelief.after(job.bytes);
    return;
  }
  job.queue = job.queue.then(() => handle(message, job)).catch((error: Error) => {
    job.writer.stop();
    jobs.delete(id);
    memoryRelief.after(job.bytes);
    post({ type: 'error', job: id, message: error.message });
  });
});
