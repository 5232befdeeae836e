import type { TenantScope } from '../../../db/tenantScope.ts';
import { fail } from '../../../http/errors.ts';
import { DEPUTY_ROLE, holdersOfRole } from '../../system/permission/permissionService.ts';
import { areStoredImages } from '../activity/storedImages.ts';
import { DUTY_STATUS as S, DUTY_STATUS_LABELS, DutyRegisterErrors } from './dutyRegisterErrors.ts';
import { dutyReviewed, dutySubmitted } from './dutyRegisterMessages.ts';
import { syncDutySource } from '../dutyRecord/dutySources.ts';
import { DutyKind } from '../dutyRecord/dutyItems.ts';

/**
 * 履职登记's commands (docs/duty-record.md): each one transaction that locks the row, checks who and which state, and
 * changes it. A registration is its deputy's to write until approved; the staff only review it. Writing one (new, or
 * a returned one edited) submits it: it is 待审核 at once and the staff are told.
 */

export interface DutyInput {
  dutyType?: string;
  title?: string;
  dutyDate?: number;
  address?: string;
  content?: string;
  photoUrls?: string[];
}

async function lockRow(txScope: TenantScope, id: number) {
  const row = await txScope.selectFrom('rendaDutyRegister').selectAll().where('id', '=', id).where('deleted', '=', false).forUpdate().executeTakeFirst();
  if (!row) throw fail(DutyRegisterErrors.NOT_EXISTS);
  return row;
}

type Row = Awaited<ReturnType<typeof lockRow>>;

/** Another deputy's registration does not exist for the caller. */
function own(row: Row, userId: number): Row {
  if (Number(row.deputyId) !== userId) throw fail(DutyRegisterErrors.NOT_EXISTS);
  return row;
}

/** The kind of duty: an enabled value of 履职活动类型 (renda_activity_type). */
async function assertType(txScope: TenantScope, dutyType: string): Promise<void> {
  const found = await txScope.db.selectFrom('systemDictData').select('id').where('dictType', '=', 'renda_activity_type').where('value', '=', dutyType)
    .where('status', '=', 0).where('deleted', '=', false).executeTakeFirst();
  if (!found) throw fail(DutyRegisterErrors.TYPE_UNKNOWN, dutyType);
}

async function assertPhotos(txScope: TenantScope, urls: readonly string[] | undefined): Promise<void> {
  if (urls?.length && !(await areStoredImages(txScope, urls))) throw fail(DutyRegisterErrors.PHOTO_NOT_IMAGE);
}

/** 登记: the caller, an enabled deputy, registers a duty; it waits for the staff's review. */
export async function createDuty(scope: TenantScope, userId: number, input: Required<DutyInput>): Promise<number> {
  return scope.transaction(async (txScope) => {
    const deputy = await txScope.selectFrom('systemUsers').select(['id', 'deptId']).where('id', '=', userId).where('status', '=', 0).where('deleted', '=', false)
      .where('id', 'in', holdersOfRole(txScope, DEPUTY_ROLE)).executeTakeFirst();
    if (!deputy) throw fail(DutyRegisterErrors.NOT_DEPUTY);
    await assertType(txScope, input.dutyType);
    await assertPhotos(txScope, input.photoUrls);
    const { id } = await txScope.insertInto('rendaDutyRegister', {
      deputyId: userId, delegationId: deputy.deptId ?? null, dutyType: input.dutyType, title: input.title.trim(), dutyDate: new Date(input.dutyDate),
      address: input.address.trim(), content: input.content.trim(), photoUrls: JSON.stringify([...new Set(input.photoUrls)]), status: S.PENDING,
      creator: String(userId), updater: String(userId),
    }).returning('id').executeTakeFirstOrThrow();
    await dutySubmitted(txScope, { id, deputyId: userId, title: input.title.trim(), dutyDate: input.dutyDate });
    return id;
  });
}

/**
 * 修改: the deputy's own registration while not approved; only the fields given change (decision 32). A returned one
 * edited is submitted again (待审核, the staff told); a pending one stays pending.
 */
export async function updateDuty(scope: TenantScope, userId: number, id: number, input: DutyInput): Promise<void> {
  await scope.transaction(async (txScope) => {
    const row = own(await lockRow(txScope, id), userId);
    if (row.status === S.APPROVED) throw fail(DutyRegisterErrors.NOT_EDITABLE);
    if (input.dutyType !== undefined) await assertType(txScope, input.dutyType);
    await assertPhotos(txScope, input.photoUrls);
    const now = new Date();
    const title = input.title?.trim() ?? row.title;
    const dutyDate = input.dutyDate !== undefined ? new Date(input.dutyDate) : row.dutyDate;
    await txScope.updateTable('rendaDutyRegister').set({
      ...(input.dutyType !== undefined ? { dutyType: input.dutyType } : {}),
      ...(input.address !== undefined ? { address: input.address.trim() } : {}),
      ...(input.content !== undefined ? { content: input.content.trim() } : {}),
      ...(input.photoUrls !== undefined ? { photoUrls: JSON.stringify([...new Set(input.photoUrls)]) } : {}),
      title, dutyDate, status: S.PENDING, submitTime: row.status === S.RETURNED ? now : row.submitTime, updater: String(userId), updateTime: now,
    }).where('id', '=', id).execute();
    if (row.status === S.RETURNED) await dutySubmitted(txScope, { id, deputyId: userId, title, dutyDate });
  });
}

/** 删除: the deputy's own, while not approved (an approved one is in the record). */
export async function deleteDuty(scope: TenantScope, userId: number, id: number): Promise<void> {
  await scope.transaction(async (txScope) => {
    const row = own(await lockRow(txScope, id), userId);
    if (row.status === S.APPROVED) throw fail(DutyRegisterErrors.NOT_EDITABLE);
    await txScope.updateTable('rendaDutyRegister').set({ deleted: true, updater: String(userId), updateTime: new Date() }).where('id', '=', id).execute();
  });
}

export type DutyDecision = 'approve' | 'return';

/** 审核: a pending registration approved, or returned with a reason (required); the deputy is told. */
export async function reviewDuty(scope: TenantScope, staffId: number, input: { id: number; decision: DutyDecision; reason?: string }): Promise<void> {
  await scope.transaction(async (txScope) => {
    const row = await lockRow(txScope, input.id);
    if (row.status !== S.PENDING) throw fail(DutyRegisterErrors.WRONG_STATE, DUTY_STATUS_LABELS[row.status] ?? String(row.status));
    const reason = input.reason?.trim() ?? '';
    if (input.decision === 'return' && !reason) throw fail(DutyRegisterErrors.REASON_REQUIRED);
    const status = input.decision === 'approve' ? S.APPROVED : S.RETURNED;
    const now = new Date();
    await txScope.updateTable('rendaDutyRegister').set({ status, reason: reason || null, reviewerId: staffId, reviewTime: now, updater: String(staffId), updateTime: now })
      .where('id', '=', row.id).execute();
    // approved, it is in the deputy's record from now on
    await syncDutySource(txScope, DutyKind.REGISTER, row.id);
    await dutyReviewed(txScope, { id: row.id, deputyId: Number(row.deputyId), title: row.title, dutyDate: row.dutyDate }, status, reason);
  });
}
