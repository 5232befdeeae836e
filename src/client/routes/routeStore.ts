import type { MenuNode } from '../api/index.ts';
import { onSessionReset } from '../auth/index.ts';
import { createStore } from '../lib/index.ts';
import { buildRouteTree, pageRoutes, sidebarRoutes } from './buildRoutes.ts';
import { constantRoutes } from './constantRoutes.ts';
import type { AppRoute } from './types.ts';

/** The routes generated from the signed-in user's menus ("permission routes" of SPEC §3). */
export interface RouteState {
  tree: AppRoute[];
  sidebar: AppRoute[];
  pages: AppRoute[];
}

export const routeStore = createStore<RouteState>(() => ({ tree: [], sidebar: [], pages: [] }));

export function setMenus(menus: readonly MenuNode[]): void {
  const tree = buildRouteTree(menus);
  routeStore.set({ tree, sidebar: sidebarRoutes(tree), pages: pageRoutes(tree, constantRoutes) });
}

onSessionReset(() => routeStore.reset());
