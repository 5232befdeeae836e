import http from 'node:http';
/** A tiny HTTP client for benchmarks: the yudao envelope, a bearer token, tenant 1, and a client address. */
export interface Client {
  call<T = any>(method: string, path: string, body?: unknown, opts?: { token?: string; ip?: string }): Promise<{ code: number; msg: string; data: T }>;
}

/**
 * Plain node:http with a keep-alive agent rather than fetch: the load generator shares the machine's cores with the
 * server and the database, and undici's fetch costs several times more CPU per request.
 */
export function client(baseURL: string): Client {
  const url = new URL(baseURL);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  return {
    call(method, path, body, opts = {}) {
      const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
      return new Promise((resolve, reject) => {
        const req = http.request({
          agent, host: url.hostname, port: url.port, method, path: `/admin-api${path}`,
          headers: {
            'tenant-id': '1',
            ...(payload ? { 'content-type': 'application/json', 'content-length': payload.length } : {}),
            ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
            // Each simulated respondent comes from its own address (TRUST_PROXY=true): the per-address sign-in
            // limit protects against one client, not against 200 people signing in.
            ...(opts.ip ? { 'x-forwarded-for': opts.ip } : {}),
          },
        }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => {
            try {
              resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
            } catch (err) {
              reject(err);
            }
          });
          res.on('error', reject);
        });
        req.on('error', reject);
        req.end(payload);
      });
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

/** Downloads a file from the API (drained, not kept): its HTTP status and size. */
export function download(baseURL: string, path: string, token: string): Promise<{ status: number; bytes: number }> {
  const url = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: url.hostname, port: url.port, path: `/admin-api${path}`, headers: { 'tenant-id': '1', authorization: `Bearer ${token}` } }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => (bytes += c.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
