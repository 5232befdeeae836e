import type { TenantScope } from '../../../db/tenantScope.ts';
import { fail } from '../../../http/errors.ts';
import { containsPattern } from '../../../db/like.ts';
import { DutyRegisterErrors } from './dutyRegisterErrors.ts';

const COLUMNS = ['rendaDutyRegister.id', 'rendaDutyRegister.deputyId', 'rendaDutyRegister.delegationId', 'rendaDutyRegister.dutyType',
  'rendaDutyRegister.title', 'rendaDutyRegister.dutyDate', 'rendaDutyRegister.address', 'rendaDutyRegister.content', 'rendaDutyRegister.photoUrls',
  'rendaDutyRegister.status', 'rendaDutyRegister.reason', 'rendaDutyRegister.submitTime', 'rendaDutyRegister.reviewerId',
  'rendaDutyRegister.reviewTime', 'rendaDutyRegister.createTime'] as const;

function withNames(scope: TenantScope) {
  return scope.selectFrom('rendaDutyRegister')
    .leftJoin('systemUsers as deputy', 'deputy.id', 'rendaDutyRegister.deputyId')
    .leftJoin('systemUsers as reviewer', 'reviewer.id', 'rendaDutyRegister.reviewerId')
    .leftJoin('systemDept as delegation', 'delegation.id', 'rendaDutyRegister.delegationId')
    .select([...COLUMNS, 'deputy.nickname as deputyName', 'reviewer.nickname as reviewerName', 'delegation.name as delegationName'])
    .where('rendaDutyRegister.deleted', '=', false);
}

/** One registration: its deputy reads it, and the staff (renda:duty-register:query); to anyone else it does not exist. */
export async function dutyDetail(scope: TenantScope, userId: number, id: number, isStaff: () => Promise<boolean>) {
  const row = await withNames(scope).where('rendaDutyRegister.id', '=', id).executeTakeFirst();
  if (!row || (Number(row.deputyId) !== userId && !(await isStaff()))) throw fail(DutyRegisterErrors.NOT_EXISTS);
  return row;
}

export interface DutyFilter {
  pageNo: number;
  pageSize: number;
  status?: number;
  dutyType?: string;
  deputyId?: number;
  title?: string;
}

/** The staff's list (every deputy's, pending first) or a deputy's own (`deputyId` fixed), newest duty first. */
export async function dutyPage(scope: TenantScope, q: DutyFilter, ownerId?: number) {
  const filtered = <Q extends { where: (...a: any[]) => Q }>(query: Q): Q => {
    let r = query.where('rendaDutyRegister.deleted', '=', false);
    const deputyId = ownerId ?? q.deputyId;
    if (deputyId !== undefined) r = r.where('rendaDutyRegister.deputyId', '=', deputyId);
    if (q.status !== undefined) r = r.where('rendaDutyRegister.status', '=', q.status);
    if (q.dutyType) r = r.where('rendaDutyRegister.dutyType', '=', q.dutyType);
    if (q.title) r = r.where('rendaDutyRegister.title', 'ilike', containsPattern(q.title));
    return r;
  };
  const { total } = await filtered(scope.selectFrom('rendaDutyRegister')).select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow();
  let rows = filtered(withNames(scope));
  if (ownerId === undefined) rows = rows.orderBy('rendaDutyRegister.status');
  const list = await rows.orderBy('rendaDutyRegister.dutyDate', 'desc').orderBy('rendaDutyRegister.id', 'desc')
    .limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize).execute();
  return { list, total: Number(total) };
}
