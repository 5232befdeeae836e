import path from 'node:path';
import type { MapConfig } from '../shared/map/mapConfig.ts';
import { mapConfigOf } from './modules/renda/activity/mapConfig.ts';

/** Everything the server reads from its environment, with the defaults documented in README.md. */
export interface ServerConfig {
  port: number;
  host: string;
  /** Embedded PGlite data directory; ignored when databaseUrl is set. `memory://` keeps it in memory (tests). */
  dataDir: string;
  databaseUrl?: string;
  /** schemas/: manifest.json and generated JSON Schemas of the low-code resources. */
  schemaDir: string;
  /** Built SPA to serve; the API works without it. */
  staticDir: string;
  captchaEnabled: boolean;
  captchaTtlSeconds: number;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /**
   * A refresh token already replaced by a refresh still works this long (two tabs refreshing at once); presented
   * later, it is taken as stolen and the whole sign-in it descends from is revoked.
   */
  refreshTokenReuseGraceSeconds: number;
  /** Failed sign-ins of one account (since its last success) within the window before the captcha is required. */
  loginMaxFailuresPerAccount: number;
  /** Failed sign-ins from one address within the window before the captcha is required from it. */
  loginMaxFailuresPerIp: number;
  /** How far back failed sign-ins count. */
  loginFailureWindowMinutes: number;
  /** A failed sign-in answers after this many ms per failure already counted, up to LOGIN_FAILURE_DELAY_MAX_MS. */
  loginFailureDelayMs: number;
  loginFailureDelayMaxMs: number;
  /** Seed the demo tenant, users, menus and dictionaries when the database is empty. */
  seedDemo: boolean;
  /** How many demo proposals the seed drives through their process (issue 17): a session's worth, or a few in tests. */
  demoProposals: number;
  logLevel: string;
  /**
   * How long an instance may keep a tenant's state, a user's roles and a role's permissions before asking the
   * database again (writes on the same instance clear them at once). 0 turns the cache off.
   */
  authCacheTtlSeconds: number;
  /**
   * Worker threads that write Excel exports (each interleaves the exports given to it); 0 writes them on the
   * server's own thread. Unset: 1 on PGlite, whose database runs on the server's thread, so reading and writing
   * overlap only with a worker (~40 % faster); 0 on PostgreSQL, where a worker is about as fast and costs ~70 MB.
   */
  excelWorkers: number | null;
  /** Trust X-Forwarded-For (only behind a load balancer you run: otherwise callers could fake their address). */
  trustProxy: boolean;
  /** How often this server looks for due workflow timers (bpm_job); 0 turns its poller off (docs/bpm-runtime.md). */
  bpmJobPollMs: number;
  /**
   * How often the embedded database (PGlite) looks for tables to vacuum and analyze and for a due checkpoint, as
   * PostgreSQL's autovacuum does every autovacuum_naptime (DB_UPKEEP_SECONDS; 0 turns it off; PostgreSQL runs its
   * own; docs/scaling.md).
   */
  dbUpkeepSeconds: number;
  /**
   * PostgreSQL: run the statements a connection has seen before as named prepared statements (DB_PREPARED_STATEMENTS,
   * default true; false behind a pooler in transaction mode that does not carry them, e.g. PgBouncer before 1.21).
   */
  dbPreparedStatements: boolean;
  /** The largest file `/infra/file/upload` accepts (FILE_UPLOAD_MAX_MB; docs/files.md). */
  fileUploadMaxBytes: number;
  // SMS sign-in (issue 18; docs/sign-in.md)
  /** How long an SMS code works (SMS_CODE_EXPIRE_SECONDS). */
  smsCodeExpireSeconds: number;
  /** The least time between two codes to one mobile (SMS_CODE_RESEND_SECONDS). */
  smsCodeResendSeconds: number;
  /** Codes a day to one mobile (SMS_CODE_DAILY_LIMIT) and from one address (SMS_CODE_DAILY_LIMIT_PER_IP). */
  smsCodeDailyLimitPerMobile: number;
  smsCodeDailyLimitPerIp: number;
  /** The HTTP gateway an SMS channel of code HTTP posts to (SMS_HTTP_URL, _METHOD, _BODY, _HEADERS); null: none. */
  smsHttp: SmsHttpConfig | null;
  // The message outbox (issue 33; docs/messages.md)
  /** How often this server looks for SMS and mail to send (OUTBOX_POLL_MS; 0: it sends none, another server must). */
  outboxPollMs: number;
  /** How long a claimed message is the claiming server's (OUTBOX_LEASE_MS): one whose server died is sent by another after it. */
  outboxLeaseMs: number;
  /** The wait after a failed send, doubled after each further failure up to an hour (OUTBOX_RETRY_MS). */
  outboxRetryMs: number;
  /** Attempts before a message's SMS or mail is given up (OUTBOX_MAX_ATTEMPTS). */
  outboxMaxAttempts: number;
  /** The site's public address (PUBLIC_URL, e.g. https://rd.example.gov.cn): links in SMS and mail are made absolute with it. */
  publicUrl: string | null;
  /** Whether this server runs the scheduled jobs (JOB_ENABLED; docs/jobs.md): every instance may, each run happens once. */
  jobEnabled: boolean;
  /** How often the scheduler looks for due jobs (JOB_TICK_MS). */
  jobTickMs: number;
  /**
   * How long a run's lease lasts when its job sets no monitor timeout (JOB_LEASE_MS); renewed while the run goes on,
   * so only a run whose server died is taken over by another once it expires.
   */
  jobLeaseMs: number;
  /** Where backups go (BACKUP_DIR), for `npm run db:backup` and the scheduled backup job. */
  backupDir: string;
  /** Backups older than this many days are removed after a new one (BACKUP_KEEP_DAYS; 0 keeps all). */
  backupKeepDays: number;
  // Operations (issue 20; docs/operations.md)
  /** Serve the OpenAPI document and its page (/swagger-ui); off by default, as in the product (SPEC §1). */
  docEnabled: boolean;
  /** The site statistics script and its site id (SPEC §7.7); both set, or nothing is loaded. */
  analytics: { scriptUrl: string; siteId: string } | null;
  /** Where the 项目仓库 menu entry leads (PROJECT_REPOSITORY_URL, SPEC §2.3); unset, the entry is not shown. */
  projectRepositoryUrl: string | null;
  /** The activity map's provider (MAP_AMAP_KEY … or MAP_TILE_URL …; docs/activities.md): none unless configured. */
  map: MapConfig;
  /**
   * Origins whose pages may call the API from the browser (CORS_ORIGINS, comma-separated `scheme://host[:port]`):
   * a client served from its own host. Empty by default: only our own origin.
   */
  corsOrigins: readonly string[];
  /** Serve Prometheus metrics at /metrics; with a token, only to `Authorization: Bearer <token>`. */
  metricsEnabled: boolean;
  metricsToken: string | null;
}

/** A generic SMS gateway: `{mobile}`, `{content}` and `{signature}` in the body are filled in (JSON-escaped for JSON). */
export interface SmsHttpConfig {
  url: string;
  method: string;
  body: string;
  headers: Record<string, string>;
}

function smsHttpOf(env: NodeJS.ProcessEnv): SmsHttpConfig | null {
  if (!env.SMS_HTTP_URL) return null;
  if (!URL.canParse(env.SMS_HTTP_URL)) throw new Error(`环境变量 SMS_HTTP_URL 必须是 http(s) 地址，当前值为 "${env.SMS_HTTP_URL}"`);
  let headers: Record<string, string> = { 'content-type': 'application/json' };
  if (env.SMS_HTTP_HEADERS) {
    try {
      headers = JSON.parse(env.SMS_HTTP_HEADERS) as Record<string, string>;
    } catch {
      throw new Error('环境变量 SMS_HTTP_HEADERS 必须是 JSON 对象');
    }
  }
  return {
    url: env.SMS_HTTP_URL,
    method: (env.SMS_HTTP_METHOD || 'POST').toUpperCase(),
    body: env.SMS_HTTP_BODY ?? '{"mobile":"{mobile}","content":"{content}","signature":"{signature}"}',
    headers,
  };
}

const bool = (value: string | undefined, fallback: boolean): boolean =>
  value === undefined || value === '' ? fallback : !/^(0|false|no|off)$/i.test(value.trim());

const int = (name: string, value: string | undefined, fallback: number): number => {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`环境变量 ${name} 必须是非负整数，当前值为 "${value}"`);
  return n;
};

/** The analytics script must be an absolute http(s) URL: its origin is what the Content-Security-Policy lets in. */
function analyticsOf(scriptUrl: string | undefined, siteId: string | undefined): ServerConfig['analytics'] {
  if (!scriptUrl && !siteId) return null;
  if (!scriptUrl || !siteId) throw new Error('环境变量 ANALYTICS_SCRIPT_URL 与 ANALYTICS_SITE_ID 须同时设置');
  if (!URL.canParse(scriptUrl) || !/^https?:$/.test(new URL(scriptUrl).protocol)) {
    throw new Error(`环境变量 ANALYTICS_SCRIPT_URL 必须是 http(s) 地址，当前值为 "${scriptUrl}"`);
  }
  return { scriptUrl, siteId };
}

/** The site's address is where links in SMS and mail lead: an absolute http(s) URL or nothing. */
function publicUrlOf(url: string | undefined): string | null {
  if (!url) return null;
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) throw new Error(`环境变量 PUBLIC_URL 必须是 http(s) 地址，当前值为 "${url}"`);
  return url;
}

/** The project repository's address is a link users open: an absolute http(s) URL or nothing. */
/** `https://admin.example.org, http://10.0.0.5:8080` → the origins; a path, a wildcard or a bad address refuses to start. */
function corsOriginsOf(value: string | undefined): string[] {
  const listed = (value ?? '').split(',').map((v) => v.trim()).filter(Boolean);
  return listed.map((origin) => {
    const url = URL.canParse(origin) ? new URL(origin) : null;
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== origin.replace(/\/$/, '')) {
      throw new Error(`环境变量 CORS_ORIGINS 须为逗号分隔的来源（如 https://admin.example.org），"${origin}" 不是`);
    }
    return url.origin;
  });
}

function repositoryUrlOf(url: string | undefined): string | null {
  if (!url) return null;
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) {
    throw new Error(`环境变量 PROJECT_REPOSITORY_URL 必须是 http(s) 地址，当前值为 "${url}"`);
  }
  return url;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: int('PORT', env.PORT, 48080),
    host: env.HOST || '0.0.0.0',
    dataDir: env.DATA_DIR?.startsWith('memory://') ? env.DATA_DIR : path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    schemaDir: path.resolve(env.SCHEMA_DIR || './schemas'),
    staticDir: path.resolve(env.STATIC_DIR || './dist'),
    captchaEnabled: bool(env.CAPTCHA_ENABLED, true),
    captchaTtlSeconds: int('CAPTCHA_TTL_SECONDS', env.CAPTCHA_TTL_SECONDS, 300),
    accessTokenTtlSeconds: int('ACCESS_TOKEN_TTL_SECONDS', env.ACCESS_TOKEN_TTL_SECONDS, 1800),
    refreshTokenTtlSeconds: int('REFRESH_TOKEN_TTL_SECONDS', env.REFRESH_TOKEN_TTL_SECONDS, 2592000),
    refreshTokenReuseGraceSeconds: int('REFRESH_TOKEN_REUSE_GRACE_SECONDS', env.REFRESH_TOKEN_REUSE_GRACE_SECONDS, 10),
    loginMaxFailuresPerAccount: int('LOGIN_MAX_FAILURES_PER_ACCOUNT', env.LOGIN_MAX_FAILURES_PER_ACCOUNT, 5),
    loginMaxFailuresPerIp: int('LOGIN_MAX_FAILURES_PER_IP', env.LOGIN_MAX_FAILURES_PER_IP, 20),
    loginFailureWindowMinutes: int('LOGIN_FAILURE_WINDOW_MINUTES', env.LOGIN_FAILURE_WINDOW_MINUTES, 15),
    loginFailureDelayMs: int('LOGIN_FAILURE_DELAY_MS', env.LOGIN_FAILURE_DELAY_MS, 250),
    loginFailureDelayMaxMs: int('LOGIN_FAILURE_DELAY_MAX_MS', env.LOGIN_FAILURE_DELAY_MAX_MS, 3000),
    seedDemo: bool(env.SEED_DEMO, true),
    demoProposals: int('DEMO_PROPOSALS', env.DEMO_PROPOSALS, 200),
    logLevel: env.LOG_LEVEL || 'info',
    authCacheTtlSeconds: int('AUTH_CACHE_TTL_SECONDS', env.AUTH_CACHE_TTL_SECONDS, 5),
    excelWorkers: env.EXCEL_WORKERS ? int('EXCEL_WORKERS', env.EXCEL_WORKERS, 0) : null,
    trustProxy: bool(env.TRUST_PROXY, false),
    bpmJobPollMs: int('BPM_JOB_POLL_MS', env.BPM_JOB_POLL_MS, 5000),
    dbUpkeepSeconds: int('DB_UPKEEP_SECONDS', env.DB_UPKEEP_SECONDS, 60),
    dbPreparedStatements: bool(env.DB_PREPARED_STATEMENTS, true),
    fileUploadMaxBytes: int('FILE_UPLOAD_MAX_MB', env.FILE_UPLOAD_MAX_MB, 10) * 1024 * 1024,
    smsCodeExpireSeconds: int('SMS_CODE_EXPIRE_SECONDS', env.SMS_CODE_EXPIRE_SECONDS, 300),
    smsCodeResendSeconds: int('SMS_CODE_RESEND_SECONDS', env.SMS_CODE_RESEND_SECONDS, 60),
    smsCodeDailyLimitPerMobile: int('SMS_CODE_DAILY_LIMIT', env.SMS_CODE_DAILY_LIMIT, 10),
    smsCodeDailyLimitPerIp: int('SMS_CODE_DAILY_LIMIT_PER_IP', env.SMS_CODE_DAILY_LIMIT_PER_IP, 50),
    smsHttp: smsHttpOf(env),
    outboxPollMs: int('OUTBOX_POLL_MS', env.OUTBOX_POLL_MS, 5000),
    outboxLeaseMs: Math.max(1000, int('OUTBOX_LEASE_MS', env.OUTBOX_LEASE_MS, 120_000)),
    outboxRetryMs: int('OUTBOX_RETRY_MS', env.OUTBOX_RETRY_MS, 60_000),
    outboxMaxAttempts: Math.max(1, int('OUTBOX_MAX_ATTEMPTS', env.OUTBOX_MAX_ATTEMPTS, 8)),
    publicUrl: publicUrlOf(env.PUBLIC_URL),
    jobEnabled: bool(env.JOB_ENABLED, true),
    jobTickMs: Math.max(100, int('JOB_TICK_MS', env.JOB_TICK_MS, 1000)),
    jobLeaseMs: Math.max(1000, int('JOB_LEASE_MS', env.JOB_LEASE_MS, 60000)),
    backupDir: path.resolve(env.BACKUP_DIR || './backups'),
    backupKeepDays: int('BACKUP_KEEP_DAYS', env.BACKUP_KEEP_DAYS, 30),
    docEnabled: bool(env.DOC_ENABLED, false),
    analytics: analyticsOf(env.ANALYTICS_SCRIPT_URL, env.ANALYTICS_SITE_ID),
    projectRepositoryUrl: repositoryUrlOf(env.PROJECT_REPOSITORY_URL),
    map: mapConfigOf(env),
    corsOrigins: corsOriginsOf(env.CORS_ORIGINS),
    metricsEnabled: bool(env.METRICS_ENABLED, false),
    metricsToken: env.METRICS_TOKEN || null,
  };
}
