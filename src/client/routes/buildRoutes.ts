import type { MenuNode } from '../api/index.ts';
import type { AppRoute } from './types.ts';

/** Component keys that mean "a container" in yudao, never a page. */
const CONTAINER_KEYS = new Set(['', 'Layout', 'ParentView']);

export const isExternal = (path: string | null | undefined): boolean => !!path && /^https?:\/\//i.test(path);

/** Joins a child path to its parent: absolute and external children stand alone. */
export function joinPath(parent: string, child: string | null | undefined): string {
  const c = (child ?? '').trim();
  if (isExternal(c)) return c;
  if (c.startsWith('/')) return normalise(c);
  if (!parent) return normalise(`/${c}`);
  return normalise(`${parent}/${c}`);
}

function normalise(path: string): string {
  const p = path.replace(/\/{2,}/g, '/');
  return p.length > 1 ? p.replace(/\/$/, '') : p;
}

/** The menu tree as routes with absolute paths; order is the server's (it sorts by `sort`). */
export function buildRouteTree(menus: readonly MenuNode[] | null | undefined, parentPath = ''): AppRoute[] {
  return (menus ?? []).map((m) => {
    const path = joinPath(parentPath, m.path);
    const component = m.component && !CONTAINER_KEYS.has(m.component) ? m.component : null;
    return {
      id: String(m.id),
      path,
      title: m.name ?? '',
      // The seed's names have their English (src/shared/i18n/enSeeded.ts); an administrator's own menus are shown as named.
      titleKey: m.name ? `seeded.${m.name}` : undefined,
      icon: m.icon ?? '',
      component,
      componentName: m.componentName ?? null,
      hidden: m.visible === false,
      noCache: m.keepAlive === false,
      external: isExternal(path),
      alwaysShow: m.alwaysShow ?? false,
      // Always absolute: the sidebar compares it with full route paths ('' from the server means none).
      activeMenu: m.activeMenu?.trim() ? joinPath('', m.activeMenu) : null,
      children: isExternal(path) ? [] : buildRouteTree(m.children, path),
    };
  });
}

/** The sidebar: hidden entries (and everything under them) left out. */
export function sidebarRoutes(tree: readonly AppRoute[]): AppRoute[] {
  return tree.filter((r) => !r.hidden).map((r) => ({ ...r, children: sidebarRoutes(r.children) }));
}

/** Every routable page, hidden ones included; external links are not routes. First path wins. */
export function pageRoutes(tree: readonly AppRoute[], extra: readonly AppRoute[] = []): AppRoute[] {
  const seen = new Set<string>();
  const out: AppRoute[] = [];
  const visit = (routes: readonly AppRoute[]): void => {
    for (const r of routes) {
      if (r.component && !r.external && !seen.has(r.path)) {
        seen.add(r.path);
        out.push(r);
      }
      visit(r.children);
    }
  };
  visit(tree);
  visit(extra);
  return out;
}

/** Visible leaf destinations (pages and links) in menu order, e.g. for quick links and search. */
export function visibleLeaves(tree: readonly AppRoute[]): AppRoute[] {
  const out: AppRoute[] = [];
  const visit = (routes: readonly AppRoute[]): void => {
    for (const r of routes) {
      if (r.hidden) continue;
      if (r.external || (r.component && r.children.length === 0)) out.push(r);
      visit(r.children);
    }
  };
  visit(tree);
  return out;
}

/** Route params that must be digits (SPEC §9): a non-numeric id is a 404, not a page. */
export const NUMERIC_PARAMS: readonly string[] = ['dictId', 'areaId', 'tableId'];

export function numericParamsValid(params: Readonly<Record<string, string | undefined>>): boolean {
  return NUMERIC_PARAMS.every((name) => params[name] === undefined || /^\d+$/.test(params[name] ?? ''));
}

/**
 * A page that renders without the shell: a top-level menu leaf (one path segment, e.g. /preview, /my-answer,
 * /print), the standalone pages of yudao that open full screen, on a phone too. /index is the dashboard, in the shell.
 */
export function isStandalonePage(route: Pick<AppRoute, 'path' | 'children' | 'external'>): boolean {
  return !route.external && route.children.length === 0 && /^\/[^/:]+$/.test(route.path) && route.path !== '/index';
}
