import type { TenantScope } from '../../../db/tenantScope.ts';

/** `renda_proposal_type`, whose label leads the title (议案, 建议, 批评, 意见). */
const TYPE_DICT = 'renda_proposal_type';

/**
 * The proposal's instance name (decision 79): its type's label and its title, `建议：关于增设公交站点的建议` — what the
 * staff's todo list and every message about it show. 0032_inbox.ts writes the same for instances started before.
 */
export async function proposalTitle(txScope: TenantScope, row: { type: string; title: string }): Promise<string> {
  const type = await txScope.db.selectFrom('systemDictData').select('label').where('dictType', '=', TYPE_DICT)
    .where('value', '=', row.type).where('deleted', '=', false).executeTakeFirst();
  return `${type?.label ?? '建议'}：${row.title}`;
}
