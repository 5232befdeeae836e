import type { Resource } from '../../shared/manifest/types.ts';
import { formatMessage } from '../../shared/errorCodes.ts';
import { ServiceError } from '../http/errors.ts';
import { isIndexed, ruleOfViolation } from './indexes.ts';
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
    if (isIndexed(resource, rule)) continue; // the write itself is refused (see duplicateOf), race-free and one query less
    if (rule.fields.some((f) => merged[f] === undefined || merged[f] === null || merged[f] === '')) continue;
    const key = Object.fromEntries(rule.fields.map((f) => [f, merged[f]]));
    if (await repo.findBy(key, existing ? Number(existing.id) : undefined)) {
      throw duplicate(rule, merged);
    }
  }
}

type Rule = NonNullable<Resource['unique']>[number];

const duplicate = (rule: Rule, values: Row) => {
  const args = rule.fields.map((f) => values[f]);
  return new ServiceError(rule.code ?? DUPLICATE, formatMessage(rule.message, ...args), undefined, args);
};

/**
 * A write refused by one of the resource's unique indexes becomes that rule's business error (the same one the
 * look-up would give); any other failure is passed on as it is.
 */
export function duplicateOf(resource: Resource, err: unknown, values: Row): unknown {
  const rule = ruleOfViolation(resource, err);
  return rule ? duplicate(rule, values) : err;
}
