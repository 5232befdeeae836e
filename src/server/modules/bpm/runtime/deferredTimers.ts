type Ref = { cancelled: boolean };

/**
 * bpmn-engine's `timers` option. A timer already due runs at the next `flush()`; one that is not due is never armed
 * in this process: the engine reports it (`activity.timer`), the command stores it in bpm_job, and the job poller
 * resumes the instance when it is due, where the engine arms it again with what remains (≤ 0), so it runs here.
 * No engine waits in memory for a timer, and a timer fires on exactly one server (the one that took the job).
 */
export class DeferredTimers {
  private due: (() => void)[] = [];
  readonly executing: unknown[] = [];

  register(): { setTimeout: DeferredTimers['setTimeout']; clearTimeout: DeferredTimers['clearTimeout'] } {
    return { setTimeout: this.setTimeout, clearTimeout: this.clearTimeout };
  }

  setTimeout = (callback: (...args: unknown[]) => void, delay: number, ...args: unknown[]): Ref => {
    const ref: Ref = { cancelled: false };
    if (delay <= 0) this.due.push(() => { if (!ref.cancelled) callback(...args); });
    return ref;
  };

  clearTimeout = (ref: Ref | undefined): undefined => {
    if (ref) ref.cancelled = true;
    return undefined;
  };

  /** Runs the due timers, and those they make due, until none is left. */
  async flush(): Promise<void> {
    while (this.due.length) {
      for (const run of this.due.splice(0)) run();
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}
