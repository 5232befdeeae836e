import type { ResourceHooks } from '../../../crud/hooks.ts';
import { fail } from '../../../http/errors.ts';
import { DUTY_KINDS } from '../../../db/migrations/0046_duty_record.ts';
import { DutyKind } from '../dutyRecord/dutyItems.ts';
import { DutyScoreErrors as E } from './dutyScoreErrors.ts';
import { rescoreDutyYears } from './points.ts';

type Row = Record<string, unknown>;

/** Only activities and registrations carry a 履职活动类型, so only their rules may name one. */
const TYPED_KINDS: ReadonlySet<string> = new Set([DutyKind.ACTIVITY, DutyKind.REGISTER]);
const kindLabel = (kind: string) => DUTY_KINDS.find(([value]) => value === kind)?.[1] ?? kind;

/** No type is stored as '' (not null), so that the rule's unique index over (kind, duty type) holds for it too. */
function checkedType(kind: string, dutyType: unknown): string {
  const type = dutyType === null || dutyType === undefined ? '' : String(dutyType);
  if (type && !TYPED_KINDS.has(kind)) throw fail(E.RULE_TYPE_NOT_ALLOWED, kindLabel(kind));
  return type;
}

/**
 * 履职计分规则 (manifest `dutyScoreRule`, docs/duty-score.md): a type only for the typed kinds, and every change —
 * created, changed, disabled, deleted — rescores the tenant's years in the write's transaction, so that no score is
 * ever read that the rules in force do not give.
 */
export const dutyScoreRuleHooks: ResourceHooks = {
  beforeCreate: (values) => ({ ...values, dutyType: checkedType(String(values.kind), values.dutyType) }),
  beforeUpdate: (values, existing) => {
    const kind = String(values.kind ?? existing.kind);
    const dutyType = 'dutyType' in values ? values.dutyType : existing.dutyType;
    const next: Row = { ...values };
    if ('kind' in values || 'dutyType' in values) next.dutyType = checkedType(kind, dutyType);
    return next;
  },
  afterCreate: async (_id, _values, ctx) => rescoreDutyYears(ctx.scope()),
  afterUpdate: async (_id, _values, _existing, ctx) => rescoreDutyYears(ctx.scope()),
  afterDelete: async (_existing, ctx) => rescoreDutyYears(ctx.scope()),
};
