/**
 * The ways a person stops the server: Ctrl+C (SIGINT), `kill` or a service manager (SIGTERM), closing the terminal
 * (SIGHUP). `stop` runs once, for the first of them; any later one is ignored. A terminal's Ctrl+C reaches every
 * process of its foreground group, so the server gets SIGINT from the terminal and again from `npm start` passing it
 * on: with a handler only for the first, the second ended the process before the database was closed, and the data
 * directory stayed marked open (issue 38).
 */
export function onStopSignals(stop: (signal: NodeJS.Signals) => Promise<void>): void {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (signal === 'SIGHUP') ignoreLostTerminal();
      if (stopping) return;
      stopping = true;
      void stop(signal);
    });
  }
}

/**
 * After SIGHUP the terminal is gone: writing the log to it fails (EIO, or EPIPE behind a pipe), and pino's stream
 * raises that where nothing catches it. The stop goes on without its log lines rather than end before the close.
 */
function ignoreLostTerminal(): void {
  if (process.listeners('uncaughtException').includes(outputGone)) return;
  process.on('uncaughtException', outputGone);
}

function outputGone(error: Error): void {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EIO' || code === 'EPIPE') return;
  // anything else is the bug it would have been without this listener
  console.error(error);
  process.exit(1);
}
