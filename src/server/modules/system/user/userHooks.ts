import type { ResourceHooks } from '../../../crud/hooks.ts';
import { fail } from '../../../http/errors.ts';
import { admittedByAlso } from '../../../http/routeAccess.ts';
import { peersAndDeputies } from '../permission/permissionService.ts';
import { hashPassword } from '../auth/passwords.ts';
import { assertDeptUsable } from '../dept/deptHooks.ts';
import { assertAreaUsable } from '../../renda/area/areaHooks.ts';
import { assertPostsUsable, postIdsOf, setUserPosts } from '../dept/postHooks.ts';
import { UserErrors } from '../systemErrors.ts';
import { withNicknameKeys } from './nicknamePinyin.ts';
import { assertMayManage } from './userProtection.ts';
import { assertQuota, confirmQuota, detachUser, requirePasswordChange } from './userService.ts';

type Row = Record<string, unknown>;

/**
 * yudao's AdminUserService rules on the generic user routes. The password arrives validated (4–16) and leaves this
 * hook as an argon2 hash: the plain text is never written. Username, mobile and email uniqueness are the manifest's
 * unique rules (codes 1002003000–002). Only a super admin changes or deletes a super admin (userProtection.ts).
 * The department must be an enabled one of the tenant, and so must the posts (`postIds`, kept in system_user_post
 * in the write's transaction). A deputy's electoral area must be an enabled one of the tenant; the nickname's pinyin
 * keys (the picker's search) are written with the nickname.
 */
export const userHooks: ResourceHooks = {
  // yudao 1.6.2's process detail lists the people a task may be handed to (转办) through list-all-simple: an approver
  // who may not query users is let in, and sees their peers and the deputies only (issue 40 point 5).
  alsoPermitted: { listAllSimple: 'bpm:task:update' },
  visibleRows: async (request) => {
    if (!(await admittedByAlso(request))) return undefined;
    const handOver = await peersAndDeputies(request.scope(), request.loginUser!.id);
    return (q) => q.where(handOver);
  },
  beforeCreate: async (values, { db, scope }) => {
    await assertQuota(db, scope());
    await assertDeptUsable(scope(), values.deptId);
    await assertPostsUsable(scope(), values.postIds);
    await assertAreaUsable(scope(), values.areaId);
    return withNicknameKeys({ ...values, password: await hashPassword(String(values.password)) });
  },
  beforeUpdate: async (values, existing, { scope, request }) => {
    await assertMayManage(scope(), await request.roles(), Number(existing.id));
    if (values.deptId !== existing.deptId) await assertDeptUsable(scope(), values.deptId);
    await assertPostsUsable(scope(), values.postIds);
    if (values.areaId !== existing.areaId) await assertAreaUsable(scope(), values.areaId);
    return withNicknameKeys(values);
  },
  afterCreate: async (id, values, { scope, request }) => {
    await confirmQuota(scope());
    if (Array.isArray(values.postIds)) await setUserPosts(scope(), id, values.postIds.map(Number), request.loginUser!.id);
    await requirePasswordChange(scope(), id);
  },
  afterUpdate: async (id, values, _existing, { scope, request }) => {
    if (Array.isArray(values.postIds)) await setUserPosts(scope(), id, values.postIds.map(Number), request.loginUser!.id);
  },
  beforeDelete: async (existing, { scope, request }) => {
    if (Number(existing.id) === request.loginUser?.id) throw fail(UserErrors.DELETE_SELF);
    await assertMayManage(scope(), await request.roles(), Number(existing.id));
  },
  // In the delete's transaction: the user's role and post links go with the user, and their sessions end.
  afterDelete: async (existing, { scope, request }) => {
    await detachUser(scope(), Number(existing.id), request.loginUser!.id);
    await setUserPosts(scope(), Number(existing.id), [], request.loginUser!.id);
  },
  // The posts, and yudao v1.6.2's `dept: {id, name}` beside our flat deptName (its user list reads dept.name).
  afterRead: async (rows, { scope }) => {
    const posts = await postIdsOf(scope(), rows.map((r) => Number(r.id)));
    return rows.map((r: Row) => ({
      ...r,
      postIds: posts.get(Number(r.id)) ?? [],
      ...('deptName' in r ? { dept: r.deptId ? { id: r.deptId, name: r.deptName ?? null } : null } : {}),
    }));
  },
};
