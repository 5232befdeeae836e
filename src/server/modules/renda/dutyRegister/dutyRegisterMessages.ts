import type { TenantScope } from '../../../db/tenantScope.ts';
import { wallClockDate } from '../../../wallClock.ts';
import { enqueueMessage } from '../../system/outbox/index.ts';
import { holdersOfRole } from '../../system/permission/permissionService.ts';
import { DUTY_STATUS } from './dutyRegisterErrors.ts';

/** The deputy's page of registrations and the staff's review page; `?id=` opens the item. */
export const MY_DUTY_REGISTER_LINK = '/renda/my-duty-register';
export const DUTY_REGISTER_REVIEW_LINK = '/renda/duty-register';
/** Who reviews registrations: the liaison staff (role dbt, the whole 履职管理). */
const REVIEWER_ROLE = 'dbt';

interface Item { id: number; deputyId: number; title: string; dutyDate: Date | string | number }

const dateOf = (v: Date | string | number): string => wallClockDate(v instanceof Date ? v : new Date(v));

/** A registration submitted (new, or again after a return) reaches every enabled liaison staff member of the tenant. */
export async function dutySubmitted(txScope: TenantScope, item: Item): Promise<void> {
  const deputy = await txScope.selectFrom('systemUsers').select('nickname').where('id', '=', item.deputyId).executeTakeFirst();
  const staff = await txScope.selectFrom('systemUsers').select('id').where('deleted', '=', false).where('status', '=', 0)
    .where('id', 'in', holdersOfRole(txScope, REVIEWER_ROLE)).orderBy('id').execute();
  for (const { id: userId } of staff) {
    await enqueueMessage(txScope, {
      userId, kind: 'activity', templateCode: 'renda-duty-register-submitted', link: `${DUTY_REGISTER_REVIEW_LINK}?id=${item.id}`,
      params: { deputy: deputy?.nickname ?? '', title: item.title, date: dateOf(item.dutyDate) },
    });
  }
}

/** The review's outcome reaches the deputy: approved, or returned with the reason to revise by. */
export async function dutyReviewed(txScope: TenantScope, item: Item, status: number, reason: string): Promise<void> {
  const returned = status === DUTY_STATUS.RETURNED;
  await enqueueMessage(txScope, {
    userId: item.deputyId, kind: 'activity', templateCode: returned ? 'renda-duty-register-returned' : 'renda-duty-register-approved',
    link: `${MY_DUTY_REGISTER_LINK}?id=${item.id}`,
    params: { title: item.title, date: dateOf(item.dutyDate), ...(returned ? { reason } : {}) },
  });
}
