import { Readable } from 'node:stream';
import { memoryRelief } from './memoryRelief.ts';

const HIGH_WATER = 1024 * 1024;

/**
 * The download side every kind of export shares: the readable the response pipes, paused while the client is
 * behind, and whether the client went away (Fastify destroys the stream then). When it is over, a large one gives
 * its memory back (MemoryRelief).
 */
export abstract class Download {
  readonly stream: Readable;
  protected paused = false;
  protected gone = false;
  protected finished = false;
  protected failure: Error | null = null;
  private wakers: (() => void)[] = [];
  private bytes = 0;

  constructor() {
    this.stream = new Readable({
      highWaterMark: HIGH_WATER,
      read: () => {
        this.paused = false;
        this.wake();
      },
    });
    this.stream.on('close', () => {
      memoryRelief.after(this.bytes);
      if (this.finished || this.failure) return;
      this.gone = true;
      this.onGone();
      this.wake();
    });
  }

  /** The client went away before the workbook was complete. */
  protected abstract onGone(): void;

  /** The workbook is complete: the download ends after the bytes already pushed. */
  protected end(): void {
    this.finished = true;
    this.stream.push(null);
  }

  protected push(bytes: Buffer): void {
    this.bytes += bytes.length;
    if (!this.stream.push(bytes)) this.paused = true;
  }

  /** Waits until `blocked` is false, checking again whenever something changed. */
  protected async waitWhile(blocked: () => boolean): Promise<void> {
    while (!this.gone && !this.failure && blocked()) await new Promise<void>((resolve) => this.wakers.push(resolve));
  }

  protected wake(): void {
    for (const resolve of this.wakers.splice(0)) resolve();
  }
}
