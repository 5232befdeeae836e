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
  /**
   * false while the routes are the last session's (painted from its snapshot) and the server has not answered yet:
   * a path none of them matches may be a page granted since, so it is not called missing until then.
   */
  confirmed: boolean;
}

export const routeStore = createStore<RouteState>(() => ({ tree: [], sidebar: [], pages: [], confirmed: true }));

export function setMenus(menus: readonly MenuNode[], { confirmed = true }: { confirmed?: boolean } = {}): void {
  const tree = buildRouteTree(menus);
  routeStore.set({ tree, sidebar: sidebarRoutes(tree), pages: pageRoutes(tree, constantRoutes), confirmed });
}

/** The server has answered (or could not): the routes shown are the ones there are. */
export function confirmRoutes(): void {
  if (!routeStore.get().confirmed) routeStore.set({ confirmed: true });
}

onSessionReset(() => routeStore.reset());
