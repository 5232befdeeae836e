import type { Page } from '@playwright/test';
import { buildRouteTree, sidebarRoutes } from '../../../src/client/routes/buildRoutes.ts';
import type { MenuNode } from '../../../src/client/api/index.ts';
import type { AppRoute } from '../../../src/client/routes/types.ts';
import { apiAs } from './session.ts';

/** The visible menu pages of a user, as the sidebar builds them from list-menus (external links and :params out). */
export async function menuPages(page: Page, username: string, password: string): Promise<AppRoute[]> {
  const call = await apiAs(page.request, username, password);
  const tree = sidebarRoutes(buildRouteTree(await call<MenuNode[]>('GET', '/system/auth/list-menus')));
  const out: AppRoute[] = [];
  const visit = (routes: readonly AppRoute[]) => {
    for (const r of routes) {
      if (r.component && !r.external && !r.path.includes(':') && !out.some((o) => o.path === r.path)) out.push(r);
      visit(r.children);
    }
  };
  visit(tree);
  return out;
}
