import { createElement } from 'react';
import { manifestStore, type ManifestResource } from '../api/index.ts';
import { hasPage, normaliseKey, registerPage, type PageLoader } from '../routes/registry.ts';
import type { MenuPageProps } from '../routes/types.ts';

/**
 * Wires the manifest into the route registry: each resource's menu key shows its generated list, with no code per
 * resource. Pages with more than a list (the data of one dictionary type) register a loader of their own.
 * This module is light on purpose (the screens load lazily): it runs with the menus, before the routes are drawn.
 */
export function generatedPage(resourceName: string): PageLoader {
  return () =>
    import('./ResourcePage.tsx').then(({ ResourcePage }) => ({
      default: (props: MenuPageProps) => createElement(ResourcePage, { ...props, resourceName }),
    }));
}

/** Menu keys whose page is more than the resource's plain list. */
export const SPECIAL_PAGES: Readonly<Record<string, PageLoader>> = {
  'system/dict/data': () => import('./DictDataPage.tsx'),
};

/** Registers the menu key of every resource; keys registered already (bespoke pages) are left alone. */
export function registerGeneratedPages(resources: readonly Pick<ManifestResource, 'name' | 'menu'>[]): string[] {
  const added: string[] = [];
  for (const [key, loader] of Object.entries(SPECIAL_PAGES)) {
    if (!hasPage(key)) {
      registerPage(key, loader);
      added.push(key);
    }
  }
  for (const { name, menu } of resources) {
    if (!menu || hasPage(menu)) continue;
    registerPage(menu, generatedPage(name));
    added.push(normaliseKey(menu));
  }
  return added;
}

let installed = false;

/**
 * Registers the resources of the manifest whenever it loads (the navigation guard loads it before the menu routes
 * render, so every resource's page is registered by the time its route is drawn, server-only resources included).
 */
export function installGeneratedPages(): void {
  if (installed) return;
  installed = true;
  registerGeneratedPages(manifestStore.get().resources);
  manifestStore.subscribe(() => registerGeneratedPages(manifestStore.get().resources));
}
