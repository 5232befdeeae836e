import type { TenantScope } from '../../../db/tenantScope.ts';

export interface UserBrief {
  id: number;
  nickname: string;
  deptId: number | null;
  deptName: string | null;
}

/** Nickname and department of the people a page names (starters, assignees), in two queries for the whole page. */
export async function usersByIds(scope: TenantScope, ids: readonly (number | null)[]): Promise<Map<number, UserBrief>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const out = new Map<number, UserBrief>();
  if (!wanted.length) return out;
  const users = await scope.selectFrom('systemUsers').select(['id', 'nickname', 'deptId']).where('id', 'in', wanted).execute();
  const deptIds = [...new Set(users.map((u) => u.deptId).filter((id): id is number => id !== null))];
  const depts = deptIds.length ? await scope.selectFrom('systemDept').select(['id', 'name']).where('id', 'in', deptIds).execute() : [];
  const deptName = new Map(depts.map((d) => [d.id, d.name]));
  for (const u of users) out.set(u.id, { id: u.id, nickname: u.nickname, deptId: u.deptId, deptName: u.deptId === null ? null : deptName.get(u.deptId) ?? null });
  return out;
}
