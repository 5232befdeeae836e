import type { FastifyInstance } from 'fastify';

/**
 * Runs `work` every `intervalMs` once the app is ready, for background duties of a server (the workflow timers'
 * poller, the embedded database's upkeep). A run never overlaps the previous one (a slow one skips the ticks that
 * fall during it); a failed run is reported to `failed` and the next tick tries again; closing the app stops the
 * ticks and waits for the run under way, so nothing is left writing to a database being closed. The function it
 * returns asks for a run now.
 */
export function registerRecurring(app: FastifyInstance, intervalMs: number, work: () => Promise<unknown>, failed: (error: unknown) => void): () => void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let again = false;
  let closed = false;
  const tick = () => {
    if (running) return;
    running = work()
      .then(() => undefined, failed)
      .finally(() => {
        running = null;
        if (again && !closed) {
          again = false;
          tick();
        }
      });
  };
  app.addHook('onClose', async () => {
    closed = true;
  });
  app.addHook('onReady', async () => {
    timer = setInterval(tick, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
  // a run now rather than at the next tick (work was just made due); one under way runs once more after it
  return () => {
    if (closed || !timer) return;
    if (running) again = true;
    else tick();
  };
}
