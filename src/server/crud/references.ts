import type { Resource } from '../../shared/manifest/types.ts';
import { ServiceError } from '../http/errors.ts';
import type { ResourceRepository } from './repository.ts';

type Row = Record<string, unknown>;

/**
 * A write may only name rows that exist: each `reference` field given a value must point at a live row of its target (in
 * the caller's tenant when the target is tenant-scoped), else the target's own not-found error (问卷不存在) — never
 * a dangling id, and never another tenant's row.
 */
export async function assertReferences(resource: Resource, repo: ResourceRepository, values: Row): Promise<void> {
  for (const [field, p] of Object.entries(resource.jsonSchema.properties)) {
    const target = p.reference?.target;
    const value = values[field];
    if (!target || value === undefined || value === null || value === '') continue;
    const ids = Array.isArray(value) ? value : [value];
    for (const id of ids) {
      if (!(await repo.referenced(target.table, Number(id), target.tenantScoped))) {
        throw new ServiceError(target.notFound.code, target.notFound.message);
      }
    }
  }
}
