import type { Db } from '../../../db/database.ts';
import type { ResourceRegistry } from '../../../crud/registry.ts';
import { ResourceRepository, type Actor } from '../../../crud/repository.ts';
import { assertUnique } from '../../../crud/unique.ts';
import { assertValid, validatorsFor } from '../../../crud/validation.ts';
import { fail } from '../../../http/errors.ts';
import { compileValidator, createAjv } from '../../../../shared/validation/ajv.ts';
import { UserErrors } from '../systemErrors.ts';
import { withNicknameKeys } from './nicknamePinyin.ts';

/** What a user may change about themself (yudao's UserProfileUpdateReqVO). */
export const PROFILE_FIELDS = ['nickname', 'email', 'mobile', 'sex'] as const;

/**
 * A user's change of their own profile fields, by the user schema's rules (mobile and email unique in the tenant):
 * the personal centre's update, and an application's under its `user.write` scope (PUT /system/oauth2/user/update).
 * Fields left out, or null, keep their value; any other field is refused.
 */
export function profileUpdater(db: Db, registry: ResourceRegistry) {
  const resource = registry.get('user');
  // The update's rules, without defaults: a field left out keeps its value (a default would overwrite it).
  const updatable = validatorsFor(resource).writableFields('update');
  const validateProfile = compileValidator(createAjv(), {
    type: 'object',
    properties: Object.fromEntries(PROFILE_FIELDS.map((f) => [f, updatable[f]])),
    additionalProperties: false,
  });
  return async function updateProfile(actor: Actor & { tenantId: number }, body: Record<string, unknown>): Promise<void> {
    const values = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== null && v !== undefined));
    assertValid(validateProfile, values);
    const repo = new ResourceRepository(db, resource, actor);
    const existing = await repo.get(actor.userId);
    if (!existing) throw fail(UserErrors.NOT_EXISTS);
    await assertUnique(resource, repo, values, existing);
    if (Object.keys(values).length) await repo.update(actor.userId, withNicknameKeys(values));
  };
}
