import type { ResourceHooks } from '../../../crud/hooks.ts';
import { fail } from '../../../http/errors.ts';
import { hashPassword } from '../auth/passwords.ts';
import { UserErrors } from '../systemErrors.ts';
import { assertMayManage } from './userProtection.ts';
import { assertQuota, detachUser } from './userService.ts';

/**
 * yudao's AdminUserService rules on the generic user routes. The password arrives validated (4–16) and leaves this
 * hook as an argon2 hash: the plain text is never written. Username, mobile and email uniqueness are the manifest's
 * unique rules (codes 1002003000–002). Only a super admin changes or deletes a super admin (userProtection.ts).
 */
export const userHooks: ResourceHooks = {
  beforeCreate: async (values, { db, scope }) => {
    await assertQuota(db, scope());
    return { ...values, password: await hashPassword(String(values.password)) };
  },
  beforeUpdate: async (_values, existing, { scope, request }) => {
    await assertMayManage(scope(), await request.roles(), Number(existing.id));
  },
  beforeDelete: async (existing, { scope, request }) => {
    if (Number(existing.id) === request.loginUser?.id) throw fail(UserErrors.DELETE_SELF);
    await assertMayManage(scope(), await request.roles(), Number(existing.id));
  },
  // In the delete's transaction: the user's role links go with the user, and their sessions end.
  afterDelete: async (existing, { scope, request }) => {
    await detachUser(scope(), Number(existing.id), request.loginUser!.id);
  },
};
