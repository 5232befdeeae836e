import type { TenantScope } from '../db/tenantScope.ts';
import { hashPassword } from '../modules/system/auth/passwords.ts';
import { nicknameKeys } from '../modules/system/user/nicknamePinyin.ts';
import { DEPUTY_ROLE } from '../modules/system/permission/permissionService.ts';
import { areaSeeds, DEMO_DEPUTY_AREAS, GENERATED_DEPUTIES, generatedDeputies } from './demo/deputies.ts';

/** Every generated deputy signs in with this password (one hash for all: 500 hashes would take seconds). */
export const GENERATED_DEPUTY_PASSWORD = 'deputy123';

/**
 * Tenant 1's electoral areas and generated deputies (seed/demo/deputies.ts), the missing ones only: areas by code,
 * deputies by username (`count` of them: the benchmark asks for more), written in bulk so a new database is seeded in a fraction of a second. The demo deputies
 * deputy1 and deputy2 get their areas when the areas are first made; a later seed leaves every user as it is.
 */
export async function seedDeputies(scope: TenantScope, count = GENERATED_DEPUTIES): Promise<number> {
  const deputyRole = await scope.selectFrom('systemRole').select('id').where('code', '=', DEPUTY_ROLE).where('deleted', '=', false).executeTakeFirst();
  const areaIds = new Map((await scope.selectFrom('rendaArea').select(['id', 'code']).where('deleted', '=', false).execute()).map((a) => [a.code ?? '', a.id]));
  const newAreas = areaSeeds.filter((a) => !areaIds.has(a.code));
  for (const parents of [false, true]) {
    const level = newAreas.filter((a) => Boolean(a.parentCode) === parents);
    if (!level.length) continue;
    const created = await scope.insertInto('rendaArea', level.map((a) => ({
      name: a.name, code: a.code, parentId: a.parentCode ? areaIds.get(a.parentCode)! : 0, areaSource: a.areaSource, quota: a.quota, sort: a.sort, status: 0,
      creator: 'seed', updater: 'seed',
    }))).returning(['id', 'code']).execute();
    for (const row of created) areaIds.set(row.code ?? '', row.id);
  }
  if (newAreas.length) {
    for (const [username, code] of Object.entries(DEMO_DEPUTY_AREAS)) {
      await scope.updateTable('systemUsers').set({ areaId: areaIds.get(code)!, deputyLevel: '3', delegationType: '1', areaSource: '1' })
        .where('username', '=', username).where('areaId', 'is', null).execute();
    }
  }

  const existing = new Set((await scope.selectFrom('systemUsers').select('username').where('deleted', '=', false).execute()).map((r) => r.username));
  const deputies = generatedDeputies(count).filter((d) => !existing.has(d.username));
  if (!deputies.length) return 0;
  const password = await hashPassword(GENERATED_DEPUTY_PASSWORD);
  const delegations = new Set(deputies.map((d) => d.delegation));
  const deptIds = new Map((await scope.selectFrom('systemDept').select(['id', 'name']).where('name', 'in', [...delegations]).where('deleted', '=', false).execute())
    .map((d) => [d.name, d.id]));
  for (let i = 0; i < deputies.length; i += 250) {
    const created = await scope.insertInto('systemUsers', deputies.slice(i, i + 250).map((d) => ({
      username: d.username, password, nickname: d.nickname, ...nicknameKeys(d.nickname), rendaNo: d.rendaNo, sex: d.sex, mobile: d.mobile,
      areaId: areaIds.get(d.areaCode) ?? null, deptId: deptIds.get(d.delegation) ?? null, deputyLevel: d.deputyLevel,
      delegationType: d.delegationType, areaSource: d.areaSource, reappointmentStatus: d.reappointmentStatus, education: d.education,
      city: d.city, functionalZone: d.functionalZone, remark: '市第十六届人大代表', creator: 'seed', updater: 'seed',
    }))).returning('id').execute();
    if (deputyRole) {
      await scope.insertInto('systemUserRole', created.map((u) => ({ userId: u.id, roleId: deputyRole.id, creator: 'seed', updater: 'seed' }))).execute();
    }
  }
  return deputies.length;
}
