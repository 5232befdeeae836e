import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import type { ResourceRepository } from './repository.ts';

type Row = Record<string, unknown>;

export interface HookContext {
  db: Db;
  repo: ResourceRepository;
  request: FastifyRequest;
}

/**
 * Business rules a resource adds to the generic routes, registered by resource name in code (yudao's service-layer
 * checks: a config's type is set by the server, a built-in config cannot be deleted, ...). Each hook may change the
 * values or throw a ServiceError; none may write (the generic route writes once everything passed).
 */
export interface ResourceHooks {
  beforeCreate?(values: Row, ctx: HookContext): Promise<Row | void> | Row | void;
  beforeUpdate?(values: Row, existing: Row, ctx: HookContext): Promise<Row | void> | Row | void;
  beforeDelete?(existing: Row, ctx: HookContext): Promise<void> | void;
  /** Post-processing of rows read for the client (e.g. adding a derived field). */
  afterRead?(rows: Row[], ctx: HookContext): Promise<Row[]> | Row[];
}

export type HookRegistry = Record<string, ResourceHooks>;
