import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import type { ServerConfig } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { migrateToLatest, withStartupLock } from './db/migrate.ts';
import { registerEmbeddedUpkeep } from './db/upkeep/index.ts';
import { serializeReply } from './http/envelope.ts';
import { API_PREFIX, frameworkErrors, registerErrorHandling } from './http/errorHandler.ts';
import { registerInput } from './http/input.ts';
import { healthRoutes } from './http/healthRoutes.ts';
import { registerSecurity } from './http/security.ts';
import { AuthorizationCache } from './modules/system/permission/authorizationCache.ts';
import { registerCors } from './http/cors.ts';
import { inlineScriptSourcesOf } from './http/inlineScripts.ts';
import { registerSecurityHeaders } from './http/securityHeaders.ts';
import { registerSpa } from './http/spa.ts';
import { registerCompression } from './http/compression.ts';
import { registerExcelWorkers } from './excel/index.ts';
import { authRoutes } from './modules/system/auth/authRoutes.ts';
import { dictRoutes } from './modules/system/dict/dictRoutes.ts';
import { tenantRoutes } from './modules/system/tenant/tenantRoutes.ts';
import { seedIfEmpty } from './seed/index.ts';
import { fileManifestSource } from './crud/manifestSource.ts';
import { ResourceRegistry } from './crud/registry.ts';
import { crudRoutes } from './crud/routes.ts';
import { manifestRoutes } from './crud/manifestRoutes.ts';
import { syncResourceTables } from './crud/tableSync.ts';
import { useValidation } from './crud/validation.ts';
import { resourceHooks, moduleRoutes, replacedOperations } from './modules/index.ts';
import { registerJobPoller } from './modules/bpm/runtime/index.ts';
import { jobRoutes, registerJobScheduler } from './modules/infra/job/index.ts';
import { registerOutboxDispatcher } from './modules/system/outbox/register.ts';
import { registerOperateLog } from './modules/system/operateLog/operateLogHook.ts';
import { registerApiLogs } from './modules/infra/apiLog/apiLogHook.ts';
import { registerMessageLanguage } from './http/messageLanguage.ts';
import { registerErrorCodeMessages, syncErrorCodes } from './modules/system/errorCode/errorCodeMessages.ts';
import { registerSensitiveWordCache } from './modules/system/sensitiveWord/sensitiveWordCache.ts';
import { registerMetrics } from './metrics/metrics.ts';
import { DOC_PATH, registerApiDocs } from './modules/infra/doc/apiDocs.ts';
import { CodegenService, codegenRoutes, documentRuntimeResources, RuntimeResources } from './modules/infra/codegen/index.ts';
import { mapCspOrigins } from './modules/renda/activity/index.ts';

export interface App {
  app: FastifyInstance;
  registry: ResourceRegistry;
  database: DatabaseHandle;
  config: ServerConfig;
}

export interface BuildOptions {
  /** An already open database (tests share one per file); opened from config otherwise. */
  database?: DatabaseHandle;
  logger?: boolean | object;
}

/**
 * Brings a database to this build's schema: migrations, the manifest's resource tables (and the indexes their lists
 * imply), the server's error codes, then `seed` — all under the start-up lock, so servers starting together on one
 * PostgreSQL take turns (db/migrate.ts). `npm run seed` prepares a database the same way before it seeds.
 */
export async function prepareDatabase(database: DatabaseHandle, registry: ResourceRegistry, seed: () => Promise<unknown>) {
  return withStartupLock(database, async () => {
    await migrateToLatest(database.db);
    const changes = await syncResourceTables(database.db, registry.all());
    // The server's own error codes on the 错误码 screen, every start (not demo data).
    await syncErrorCodes(database.db, registry.all());
    await seed();
    return changes;
  });
}

/**
 * Builds the whole server without listening: tests use `app.inject()`, main.ts calls `listen()`.
 * Order matters: error mapping and security hooks first, then the API routes, then the SPA fallback.
 */
export async function buildApp(config: ServerConfig, options: BuildOptions = {}): Promise<App> {
  const database = options.database ?? (await openDatabase(config));
  // The manifest is checked before anything else: a wrong entry stops the start with a message naming it.
  const registry = await ResourceRegistry.load([fileManifestSource(config.schemaDir)]);
  const tableChanges = await prepareDatabase(database, registry, async () => {
    if (config.seedDemo) await seedIfEmpty(database.db, { proposals: config.demoProposals });
  });

  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 10 * 1024 * 1024,
    // A bad URL encoding or an over-long path parameter: the envelope in Chinese, not Fastify's text with the path.
    frameworkErrors,
  });
  app.setReplySerializer(serializeReply);
  // onClose hooks run last-added first: added before any other, the database closes after every writer has drained.
  app.addHook('onClose', async () => {
    if (!options.database) await database.close();
  });
  // Before any route: the library wraps each route as it is added (decision 84).
  await registerCompression(app);
  registerErrorHandling(app);
  // Refusals in the caller's language (Accept-Language), whoever built them.
  registerMessageLanguage(app, registry.all());
  // Before any other hook (input, request filter), so that their early answers carry the headers too.
  // Before the access check: a preflight carries no token and is answered in the hook.
  await registerCors(app, config.corsOrigins);
  registerSecurityHeaders(app, {
    analyticsOrigin: config.analytics ? new URL(config.analytics.scriptUrl).origin : null,
    mapOrigins: mapCspOrigins(config.map),
    inlineScripts: inlineScriptSourcesOf(path.join(config.staticDir, 'index.html')),
  });
  // Route schemas are compiled by our input layer (coercion rules, dictionaries), not Fastify's coercing ajv.
  const ajv = registerInput(app, database.db);
  useValidation(registry.all(), ajv);
  registerSecurity(app, database.db, new AuthorizationCache(database.db, config.authCacheTtlSeconds * 1000));
  // After the request filter (it sets the signed-in user); rows are written after the answer (decision 42).
  registerOperateLog(app, database.db, registry);
  registerApiLogs(app, database.db);
  // At the root: their hooks see the generic routes' writes, and the error handler reads the messages.
  registerErrorCodeMessages(app, database.db);
  registerSensitiveWordCache(app, database.db);
  registerExcelWorkers(app, config.excelWorkers ?? (database.kind === 'pglite' ? 1 : 0));
  registerJobPoller(app, database.db, config.bpmJobPollMs);
  // The message outbox's SMS and mail, sent after their change committed (docs/messages.md).
  registerOutboxDispatcher(app, database.db, config);
  // PGlite's autovacuum: without it the embedded tables are never vacuumed or analyzed (docs/scaling.md).
  registerEmbeddedUpkeep(app, database, config.dbUpkeepSeconds * 1000);
  // 定时任务 (docs/jobs.md): ticks when JOB_ENABLED; its routes run 执行一次 through it.
  const jobScheduler = registerJobScheduler(app, database, config);
  await app.register(rateLimit, { global: false });
  // Uploads (user import, later files): parsed only by routes that read them, after the access check of onRequest.
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, fields: 20 } });

  // Operations (issue 20): Prometheus metrics (app.metrics.jobRun for the scheduler) and, before the API routes
  // whose schemas it collects, the OpenAPI document.
  registerMetrics(app, database, { enabled: config.metricsEnabled, token: config.metricsToken });
  await registerApiDocs(app, { enabled: config.docEnabled, resources: registry.all(), staticDir: config.staticDir });

  const db = database.db;
  // 代码生成 (docs/codegen.md): resources generated while the server runs, served by the wildcard route below.
  const runtime = new RuntimeResources(db, registry, ajv);
  const codegen = new CodegenService(db, registry, runtime, (method, url) => app.hasRoute({ method: method as 'GET', url }));
  documentRuntimeResources(app, runtime, DOC_PATH);
  await app.register(async (api) => {
    await api.register(healthRoutes(database));
    await api.register(authRoutes(db, config));
    await api.register(tenantRoutes(db));
    await api.register(dictRoutes(db));
    for (const routes of moduleRoutes(db, registry, config)) await api.register(routes);
    await api.register(jobRoutes(db, jobScheduler));
    await api.register(manifestRoutes(() => runtime.withStatics()));
    await api.register(codegenRoutes(codegen));
    await api.register(crudRoutes(db, registry, { hooks: resourceHooks, skip: replacedOperations }));
    // Last: Fastify's own routes are matched before this wildcard, which serves the generated resources' paths.
    await api.register(async (generated) => runtime.serve(generated));
  }, { prefix: API_PREFIX });
  if (tableChanges.length) app.log.info({ tableChanges }, 'resource tables synced');

  await registerSpa(app, config.staticDir);
  return { app, registry, database, config };
}
