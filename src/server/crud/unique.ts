import type { Resource } from '../../shared/manifest/types.ts';
import { formatMessage } from '../../shared/errorCodes.ts';
import { ServiceError } from '../http/errors.ts';
import type { ResourceRepository } from './repository.ts';

type Row = Record<string, unknown>;

/** Code of a duplicate when the manifest's unique rule names none. */
export const DUPLICATE = 1003000001;

/**
 * The manifest's unique rules, checked among live rows (of the tenant) before a write: a clear business error
 * instead of a constraint failure. A rule's message may carry `{}` placeholders, filled with the rule's values in
 * order (yudao's `已经存在名为【{}】的角色`); its `code` defaults to the generic duplicate code.
 */
export async function assertUnique(resource: Resource, repo: ResourceRepository, values: Row, existing?: Row): Promise<void> {
  const merged = { ...existing, ...values };
  for (const rule of resource.unique ?? []) {
    if (rule.fields.some((f) => merged[f] === undefined || merged[f] === null || merged[f] === '')) continue;
    const key = Object.fromEntries(rule.fields.map((f) => [f, merged[f]]));
    if (await repo.findBy(key, existing ? Number(existing.id) : undefined)) {
      throw new ServiceError(rule.code ?? DUPLICATE, formatMessage(rule.message, ...rule.fields.map((f) => merged[f])));
    }
  }
}
