/**
 * Groups work that arrives together into one database round trip (DataLoader's idea): calls made in the same turn
 * of the event loop are collected and run as one batch right after it (setImmediate), so an idle server adds no
 * wait and a busy one makes one statement where it would have made dozens. `runBatch` answers each input, in
 * order, with its result or the Error for that input alone; a batch that throws fails all of its inputs.
 */
export class Batcher<I, O> {
  private queue: { input: I; resolve: (o: O) => void; reject: (e: unknown) => void }[] = [];
  private scheduled = false;

  constructor(private readonly runBatch: (inputs: readonly I[]) => Promise<readonly (O | Error)[]>, private readonly maxBatch = 100) {}

  run(input: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    while (this.queue.length) {
      const batch = this.queue.splice(0, this.maxBatch);
      this.runBatch(batch.map((b) => b.input)).then(
        (results) => batch.forEach((b, i) => {
          const result = results[i];
          if (result instanceof Error) b.reject(result);
          else b.resolve(result as O);
        }),
        (err) => batch.forEach((b) => b.reject(err)),
      );
    }
  }
}
