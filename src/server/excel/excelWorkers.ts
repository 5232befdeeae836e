import type { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { JsonChunk } from '../db/jsonRow.ts';
import { Download } from './download.ts';
import type { FromWorker, ToWorker } from './protocol.ts';
import { SheetWriter, type SheetSpec } from './sheetWriter.ts';

/** One export as its reader sees it: chunks of rows go in, the .xlsx comes out of `stream`. */
export interface SheetExport {
  /** The workbook's bytes as they are written; ends after the last one. */
  readonly stream: Readable;
  /**
   * Writes a chunk of rows (one JSON text, see JsonChunk). Resolves once more may be sent (backpressure: nothing
   * more while the download is behind, so memory stays flat); false when the download has gone away (stop
   * reading); rejects when the writing failed.
   */
  write(chunk: JsonChunk): Promise<boolean>;
  /** Completes the workbook; resolves when its last byte is in `stream`. */
  close(): Promise<void>;
}

// Where the worker's code is: beside this file when run from source (through tsx), or the bundle's second entry
// point beside the server bundle (scripts/lib/serverBuild.mjs puts both in dist-server/).
const fromSource = import.meta.url.endsWith('.ts');
const WORKER_ENTRY = new URL(fromSource ? './excelWorker.ts' : './excelWorker.mjs', import.meta.url);

/** From source, a worker registers tsx before it loads its TypeScript entry (a worker's `--import` does not). */
function newWorker(): Worker {
  if (!fromSource) return new Worker(WORKER_ENTRY);
  const tsx = import.meta.resolve('tsx/esm/api');
  const boot = `import(${JSON.stringify(tsx)}).then((api) => { api.register(); return import(${JSON.stringify(WORKER_ENTRY.href)}); })`;
  return new Worker(boot, { eval: true });
}

/** An export written by a worker thread: at most two chunks in the worker's hands at a time. */
class Job extends Download implements SheetExport {
  private inFlight = 0;
  private closing: { resolve: () => void; reject: (e: Error) => void } | null = null;

  constructor(readonly id: number, private readonly post: (m: ToWorker) => void, private readonly release: () => void) {
    super();
  }

  protected onGone(): void {
    this.post({ type: 'abort', job: this.id }); // the worker drops the half-written workbook
    this.release();
  }

  async write(chunk: JsonChunk): Promise<boolean> {
    if (this.failure) throw this.failure;
    if (this.gone || this.stream.destroyed) return false;
    this.post({ type: 'rows', job: this.id, chunk });
    this.inFlight++;
    await this.waitWhile(() => this.inFlight > 1 || this.paused);
    if (this.failure) throw this.failure;
    return !this.gone;
  }

  close(): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.gone) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      this.closing = { resolve, reject };
      this.post({ type: 'close', job: this.id });
    });
  }

  receive(message: FromWorker): void {
    if (this.gone) return;
    if (message.type === 'data') {
      this.push(Buffer.from(message.bytes.buffer, message.bytes.byteOffset, message.bytes.byteLength));
    } else if (message.type === 'written') {
      this.inFlight--;
      this.wake();
    } else if (message.type === 'done') {
      this.end();
      this.wake();
      this.release();
      this.closing?.resolve();
    } else {
      this.fail(new Error(`Excel 导出失败：${message.message}`));
    }
  }

  fail(error: Error): void {
    if (this.finished || this.failure) return;
    this.failure = error;
    this.stream.destroy(error);
    this.wake();
    this.release();
    this.closing?.reject(error);
  }
}

/** An export written on the server's own thread (EXCEL_WORKERS=0): less memory, the thread shares its time. */
class InProcessJob extends Download implements SheetExport {
  private readonly writer: SheetWriter;

  constructor(spec: SheetSpec) {
    super();
    this.writer = new SheetWriter(spec, (bytes) => this.push(bytes));
  }

  protected onGone(): void {
    this.writer.stop();
  }

  async write(chunk: JsonChunk): Promise<boolean> {
    if (this.gone || this.stream.destroyed) return false;
    await this.writer.write(chunk);
    await this.waitWhile(() => this.paused);
    return !this.gone;
  }

  async close(): Promise<void> {
    if (this.gone) return;
    await this.writer.close();
    this.end();
  }
}

// A worker with no export for this long is stopped, giving its memory back; the next export starts another.
const IDLE_MS = 30_000;

interface Thread {
  worker: Worker;
  jobs: Map<number, Job>;
  idle?: NodeJS.Timeout;
}

/**
 * The server's Excel worker threads, started on the first export and shared by all exports (a worker interleaves
 * its jobs message by message). `size` threads at most (0: exports are written on the server's own thread); a new
 * export goes to the least busy one. A worker that dies fails its exports (their downloads end with an error) and is
 * replaced by the next export; one idle for IDLE_MS is stopped.
 */
export class ExcelWorkers {
  private readonly threads: Thread[] = [];
  private nextJob = 1;

  constructor(private readonly size = 1) {}

  open(spec: SheetSpec): SheetExport {
    if (this.size === 0) return new InProcessJob(spec);
    const thread = this.pick();
    clearTimeout(thread.idle);
    const id = this.nextJob++;
    const job = new Job(id, (m) => thread.worker.postMessage(m), () => this.release(thread, id));
    thread.jobs.set(id, job);
    thread.worker.postMessage({ type: 'open', job: id, ...spec } satisfies ToWorker);
    return job;
  }

  /** Stops the threads (app close); exports still running fail. */
  async close(): Promise<void> {
    const threads = this.threads.splice(0);
    for (const t of threads) clearTimeout(t.idle);
    await Promise.all(threads.map((t) => t.worker.terminate()));
  }

  private release(thread: Thread, id: number): void {
    thread.jobs.delete(id);
    if (thread.jobs.size) return;
    clearTimeout(thread.idle);
    thread.idle = setTimeout(() => {
      const at = this.threads.indexOf(thread);
      if (thread.jobs.size || at < 0) return;
      this.threads.splice(at, 1);
      void thread.worker.terminate();
    }, IDLE_MS).unref();
  }

  private pick(): Thread {
    const idle = [...this.threads].sort((a, b) => a.jobs.size - b.jobs.size)[0];
    if (idle && (idle.jobs.size === 0 || this.threads.length >= this.size)) return idle;
    return this.start();
  }

  private start(): Thread {
    const worker = newWorker();
    worker.unref(); // an idle worker does not keep the process alive
    const thread: Thread = { worker, jobs: new Map() };
    worker.on('message', (message: FromWorker) => thread.jobs.get(message.job)?.receive(message));
    const died = (error: Error) => {
      const at = this.threads.indexOf(thread);
      if (at >= 0) this.threads.splice(at, 1);
      for (const job of [...thread.jobs.values()]) job.fail(error);
    };
    worker.on('error', died);
    worker.on('exit', (code) => died(new Error(`Excel 导出进程已退出（${code}）`)));
    this.threads.push(thread);
    return thread;
  }
}
