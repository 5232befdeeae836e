import { describe, expect, it } from 'vitest';
import { constantRoutes, joinPath, routeAllowed } from '../../../src/client/routes/index.ts';
import { menus } from '../../../src/server/seed/demo/menus.ts';

/** Every seeded page by its absolute route path (its ancestors' paths joined), with its permission. */
function seedPagePermissions(): Map<string, string | undefined> {
  const byId = new Map(menus.map((m) => [m.id, m]));
  const pathOf = (id: number): string => {
    const m = byId.get(id);
    if (!m) return '';
    return joinPath(pathOf(m.parentId), m.path);
  };
  return new Map(menus.filter((m) => m.type === 2).map((m) => [pathOf(m.id), m.permission]));
}

describe('fixed routes (SPEC §2.2) carry the permission of their menu', () => {
  const seeded = seedPagePermissions();

  it.each(constantRoutes.filter((r) => r.permission).map((r) => [r.path, r.permission] as const))('%s needs %s, as its seed menu', (path, permission) => {
    expect(seeded.get(path)).toBe(permission);
  });

  it('only the personal centre is open to every signed-in user', () => {
    expect(constantRoutes.filter((r) => !r.permission).map((r) => r.path)).toEqual(['/user/profile']);
  });
});

describe('routeAllowed (the guard before a page loads)', () => {
  const design = constantRoutes.find((r) => r.path === '/survey/design')!;
  const profile = constantRoutes.find((r) => r.path === '/user/profile')!;

  it('refuses a fixed route to a user without its permission', () => {
    expect(routeAllowed(design, ['renda:my-survey:query', 'renda:answer:create'])).toBe(false);
    expect(routeAllowed(design, [])).toBe(false);
  });

  it('lets the holder of the permission, or of *:*:*, through', () => {
    expect(routeAllowed(design, ['renda:question:query'])).toBe(true);
    expect(routeAllowed(design, ['*:*:*'])).toBe(true);
  });

  it('lets everyone signed in reach a route without a permission: menu routes and the personal centre', () => {
    expect(routeAllowed(profile, [])).toBe(true);
    expect(routeAllowed({ permission: undefined }, [])).toBe(true);
  });
});
