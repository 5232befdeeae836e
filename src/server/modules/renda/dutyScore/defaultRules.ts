import type { TenantScope } from '../../../db/tenantScope.ts';

/**
 * The rules every tenant starts with (migration 0048 for the tenants there were, the tenant's creation and the demo
 * seed for new ones): points per duty and a yearly cap per kind, in the way provincial deputy platforms score a year
 * (履职积分: a duty attended or registered a few points, a proposal led more than one co-signed, the annual report a
 * fixed number; each kind capped so that no single kind fills the year). The staff change them in 履职计分规则.
 * [kind, points, yearly cap (null: none), remark]
 */
export const DEFAULT_DUTY_RULES: readonly [kind: string, points: number, yearCap: number | null, remark: string][] = [
  ['1', 2, 40, '参加一次履职活动（签到或补登出席）'],
  ['2', 1, 20, '一项审核通过的履职登记'],
  ['3', 5, 30, '领衔提出一件建议（提交后计）'],
  ['4', 2, 10, '联名提出一件建议'],
  ['5', 1, 10, '参与一次问卷调查'],
  ['6', 10, null, '提交年度履职报告'],
  ['7', 2, 24, '在联络站接待选民一次'],
  ['8', 2, 20, '办理一件联络站反馈'],
];

/** Adds the default rules to a tenant that has no rule at all (a tenant whose staff removed some keeps its choice). */
export async function addDefaultDutyRules(scope: TenantScope, actor: string): Promise<void> {
  const any = await scope.selectFrom('rendaDutyScoreRule').select('id').limit(1).executeTakeFirst();
  if (any) return;
  await scope.insertInto('rendaDutyScoreRule', DEFAULT_DUTY_RULES.map(([kind, points, yearCap, remark]) => ({
    kind, dutyType: '', points, yearCap, status: 0, remark, creator: actor, updater: actor,
  }))).execute();
}
