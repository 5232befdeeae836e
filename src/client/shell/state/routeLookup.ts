import { matchPath } from 'react-router-dom';
import type { AppRoute } from '../../routes/index.ts';

export const HOME_PATH = '/index';

const matches = (route: AppRoute, pathname: string): boolean =>
  !route.external && !!route.component && !!matchPath({ path: route.path, end: true }, pathname);

/** The page route a pathname renders (first match, as the router's own ranking does for our static paths). */
export function findRoute(pages: readonly AppRoute[], pathname: string): AppRoute | undefined {
  return pages.find((r) => matches(r, pathname));
}

/**
 * The path the menus highlight (yudao Sidebar's `activeMenu`): the shown page's activeMenu if it has one (a hidden
 * detail page lights up the list it belongs to), else the current path.
 */
export function activeMenuPath(pages: readonly AppRoute[], pathname: string): string {
  return findRoute(pages, pathname)?.activeMenu || pathname;
}

/** The menu entries from the top level down to the page at pathname (for the breadcrumb); [] when none. */
export function findTrail(tree: readonly AppRoute[], pathname: string): AppRoute[] {
  for (const r of tree) {
    if (matches(r, pathname)) return [r];
    const below = findTrail(r.children, pathname);
    if (below.length) return [r, ...below];
  }
  return [];
}

/** A route's title in the UI language: its i18n key's text, else the title as the server sends it (an administrator's menu). */
export function routeTitle(route: Pick<AppRoute, 'title' | 'titleKey'>, translate: (key: string, options?: object) => string): string {
  return route.titleKey ? translate(route.titleKey, { _: route.title }) : route.title;
}
