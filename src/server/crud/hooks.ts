import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import type { TenantScope } from '../db/tenantScope.ts';
import type { ResourceRepository, RowFilter } from './repository.ts';
import type { Operation } from '../../shared/manifest/types.ts';

type Row = Record<string, unknown>;

export interface HookContext {
  /** The database, or inside an after-hook the transaction of the write. */
  db: Db;
  /** The resource's repository on the same connection as `db`. */
  repo: ResourceRepository;
  request: FastifyRequest;
  /** Another resource's repository, acting for the same user in the same tenant (and on the same connection). */
  repoOf(name: string): ResourceRepository;
  /** Tenant-scoped access to tenant tables on the same connection as `db`. */
  scope(): TenantScope;
}

/**
 * Business rules a resource adds to the generic routes, registered by resource name in code (yudao's service-layer
 * checks: a config's type is set by the server, a built-in config cannot be deleted, ...). Each before-hook may
 * change the values or throw a ServiceError; none may write (the generic route writes once everything passed).
 *
 * After-hooks run in the same transaction as the write they follow (a role's links are removed with the role, or
 * neither is): they must use `ctx.db`, `ctx.repo` and `ctx.scope()`, never the application's database handle
 * (PGlite has one session, which the transaction holds). A thrown error rolls the write back.
 */
export interface ResourceHooks {
  beforeCreate?(values: Row, ctx: HookContext): Promise<Row | void> | Row | void;
  beforeUpdate?(values: Row, existing: Row, ctx: HookContext): Promise<Row | void> | Row | void;
  beforeDelete?(existing: Row, ctx: HookContext): Promise<void> | void;
  afterCreate?(id: number, values: Row, ctx: HookContext): Promise<void> | void;
  /**
   * Takes over the insert of a create, once validation, before-hooks and unique rules have passed, together with
   * whatever must be written with it (afterCreate does not run then); returns the new id. For writes worth
   * grouping: survey submissions go into the database many to a statement.
   */
  insert?(values: Row, ctx: HookContext): Promise<number>;
  afterUpdate?(id: number, values: Row, existing: Row, ctx: HookContext): Promise<void> | void;
  afterDelete?(existing: Row, ctx: HookContext): Promise<void> | void;
  /**
   * The rows the request's caller may see at all, as a condition every statement of the resource adds (lists,
   * exports, get, uniqueness look-ups): hidden parameters are not there for a tenant other than the platform's.
   */
  visibleRows?(request: FastifyRequest): Promise<RowFilter | undefined> | RowFilter | undefined;
  /**
   * A further permission that admits a caller to an operation besides the manifest's (route config.alsoPermission);
   * `visibleRows` narrows what such a caller sees (`admittedByAlso`).
   */
  alsoPermitted?: Partial<Record<Operation, `${string}:${string}:${string}`>>;
  /** Post-processing of rows read for the client (e.g. adding a derived field). */
  afterRead?(rows: Row[], ctx: HookContext): Promise<Row[]> | Row[];
}

export type HookRegistry = Record<string, ResourceHooks>;
