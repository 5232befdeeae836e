import type { ResourceHooks } from '../../../crud/hooks.ts';
import type { Db } from '../../../db/database.ts';
import { fail } from '../../../http/errors.ts';
import { MENU_TYPE } from '../permission/permissionService.ts';
import { MenuErrors } from '../systemErrors.ts';

type Row = Record<string, unknown>;
const ROOT = 0;
const MAX_DEPTH = 32;

/**
 * A menu's parent must be the root (0) or a live directory or page, never the menu itself or one of its
 * descendants (a cycle would drop the whole branch from every tree).
 */
async function assertParent(db: Db, parentId: number, selfId?: number): Promise<void> {
  if (parentId === ROOT) return;
  if (parentId === selfId) throw fail(MenuErrors.PARENT_ERROR);
  const menu = (id: number) => db.selectFrom('systemMenu').select(['id', 'type', 'parentId']).where('id', '=', id).where('deleted', '=', false).executeTakeFirst();
  const parent = await menu(parentId);
  if (!parent) throw fail(MenuErrors.PARENT_NOT_EXISTS);
  if (parent.type !== MENU_TYPE.DIR && parent.type !== MENU_TYPE.MENU) throw fail(MenuErrors.PARENT_NOT_DIR_OR_MENU);
  if (selfId === undefined) return;
  let ancestor = parent.parentId;
  for (let depth = 0; ancestor !== ROOT && depth < MAX_DEPTH; depth++) {
    if (ancestor === selfId) throw fail(MenuErrors.PARENT_IS_CHILD);
    ancestor = (await menu(ancestor))?.parentId ?? ROOT;
  }
}

/** A button has no route: path, component and component name are cleared (yudao's initMenuProperty). */
function normalized(values: Row, type: unknown): Row {
  return Number(type) === MENU_TYPE.BUTTON ? { ...values, path: '', component: null, componentName: null } : values;
}

/**
 * yudao's MenuService rules on the generic menu routes. Menus are shared by all tenants; the same name under the
 * same parent is the manifest's unique rule (1002001000).
 */
export const menuHooks: ResourceHooks = {
  // A tenant other than the platform's sees the menus of its package only: the grant dialog offers nothing else.
  visibleRows: async (request) => {
    const within = await request.tenantMenus();
    if (within === null) return undefined;
    return (q) => (within.size ? q.where('id', 'in', [...within]) : q.where('id', '=', -1));
  },
  beforeCreate: async (values, { db }) => {
    await assertParent(db, Number(values.parentId ?? ROOT));
    return normalized(values, values.type);
  },
  beforeUpdate: async (values, existing, { db }) => {
    const merged = { ...existing, ...values };
    await assertParent(db, Number(merged.parentId ?? ROOT), Number(existing.id));
    return normalized(values, merged.type);
  },
  beforeDelete: async (existing, { db }) => {
    const child = await db.selectFrom('systemMenu').select('id').where('parentId', '=', Number(existing.id)).where('deleted', '=', false).executeTakeFirst();
    if (child) throw fail(MenuErrors.EXISTS_CHILDREN);
  },
  // The grants of a deleted menu go with it (in the caller's tenant; other tenants' links to it are inert, as every
  // reader joins live menus only).
  afterDelete: async (existing, { scope, request }) => {
    await scope().updateTable('systemRoleMenu')
      .set({ deleted: true, updater: String(request.loginUser!.id), updateTime: new Date() })
      .where('menuId', '=', Number(existing.id))
      .where('deleted', '=', false)
      .execute();
  },
};
