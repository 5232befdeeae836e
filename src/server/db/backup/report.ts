/**
 * What a backup tells its caller: a refusal (a message for the operator, no stack: the commands print it and exit
 * with 1, the scheduled job logs it as the run's failure), and a progress line printed at most every few seconds
 * however large the database.
 */
export class Refusal extends Error {}

export const megabytes = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * A progress line at most every `everyMs`: large databases show they move, small ones stay quiet. `total` is an
 * estimate (the database's size on disk, a file's compressed size), so the share is marked as approximate.
 */
export class Progress {
  private last = Date.now();
  constructor(
    private readonly label: string,
    private readonly total: number,
    private readonly everyMs = 2000,
  ) {}

  update(done: number): void {
    const now = Date.now();
    if (now - this.last < this.everyMs) return;
    this.last = now;
    const share = this.total > 0 ? `（约 ${Math.min(99, Math.round((done / this.total) * 100))}%）` : '';
    process.stderr.write(`${this.label}：${megabytes(done)}${share}\n`);
  }

  finish(done: number): void {
    process.stderr.write(`${this.label}：完成，${megabytes(done)}\n`);
  }
}
