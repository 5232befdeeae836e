/** A tiny HTTP client for benchmarks: the yudao envelope, a bearer token, tenant 1, and a client address. */
export interface Client {
  call<T = any>(method: string, path: string, body?: unknown, opts?: { token?: string; ip?: string }): Promise<{ code: number; msg: string; data: T }>;
}

export function client(baseURL: string): Client {
  return {
    async call(method, path, body, opts = {}) {
      const res = await fetch(`${baseURL}/admin-api${path}`, {
        method,
        headers: {
          'tenant-id': '1',
          ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
          ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
          // Each simulated respondent comes from its own address (TRUST_PROXY=true): the per-address sign-in
          // limit protects against one client, not against 200 people signing in.
          ...(opts.ip ? { 'x-forwarded-for': opts.ip } : {}),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await res.json()) as any;
    },
  };
}

export function must<T>(res: { code: number; msg: string; data: T }, what: string): T {
  if (res.code !== 0) throw new Error(`${what}: ${res.code} ${res.msg}`);
  return res.data;
}

/** Runs `tasks` with at most `concurrency` in flight. */
export async function pool<T>(tasks: readonly (() => Promise<T>)[], concurrency: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]();
    }
  }));
  return results;
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
}
