import type pg from 'pg';

/**
 * Follows a pool's connections so that closing it can wait until every one has really gone. `pool.end()` resolves
 * once its connections are asked to end, before PostgreSQL has seen them go: a database dropped or a server stopped
 * right after (tests, benchmarks, a restart) met backends still there, and their killed connections came back as pool
 * errors. The wait is bounded: a connection that never answers must not hold a shutdown.
 */
export function trackConnections(pool: pg.Pool, boundMs = 5000): { closed(): Promise<void> } {
  const open = new Set<pg.PoolClient>();
  let drained: (() => void) | null = null;
  pool.on('connect', (client) => open.add(client));
  pool.on('remove', (client) => {
    open.delete(client);
    if (open.size === 0) drained?.();
  });
  return {
    closed: () => (open.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => {
      const bound = setTimeout(resolve, boundMs);
      bound.unref();
      drained = () => {
        clearTimeout(bound);
        resolve();
      };
    })),
  };
}
