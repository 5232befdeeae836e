import type { TenantScope } from '../../../db/tenantScope.ts';

type Row = Record<string, unknown>;

/**
 * The model list's `processDefinition` (BpmModelPageItemRespVO): each model's latest deployed version with its
 * state and deploy time, or null before the first deploy. One query for the page.
 */
export async function withLatestDefinition(scope: TenantScope, rows: Row[]): Promise<Row[]> {
  const ids = rows.map((r) => Number(r.id));
  if (!ids.length) return rows;
  const definitions = await scope.selectFrom('bpmProcessDefinition').select(['id', 'modelId', 'version', 'suspensionState', 'createTime'])
    .where('modelId', 'in', ids).orderBy('version', 'desc').execute();
  const latest = new Map<number, (typeof definitions)[number]>();
  for (const d of definitions) if (!latest.has(d.modelId)) latest.set(d.modelId, d);
  return rows.map((r) => {
    const d = latest.get(Number(r.id));
    return { ...r, processDefinition: d ? { id: d.id, version: d.version, suspensionState: d.suspensionState, deploymentTime: d.createTime } : null };
  });
}
