import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MenuPageProps } from './types.ts';

/**
 * Menu `component` keys (yudao view paths such as `system/user/index`) → lazily loaded pages.
 * Features register their pages here from their own `register.ts` (called once by App.tsx), generated screens from
 * the manifest; this module imports no page, so nothing imports it back in a circle. A key without an entry renders
 * the honest "not available in this client yet" page instead of a blank or a fake.
 */
export type PageModule = { default: ComponentType<MenuPageProps> };
export type PageLoader = () => Promise<PageModule>;

const loaders = new Map<string, PageLoader>();
const components = new Map<string, LazyExoticComponent<ComponentType<MenuPageProps>>>();

/** `/system/user/index.vue` and `system/user/index` are the same key. */
export function normaliseKey(key: string): string {
  return key.trim().replace(/^\/+/, '').replace(/\.vue$/, '');
}

export function registerPage(key: string, loader: PageLoader): void {
  const k = normaliseKey(key);
  loaders.set(k, loader);
  components.delete(k);
}

export function registerPages(entries: Readonly<Record<string, PageLoader>>): void {
  for (const [key, loader] of Object.entries(entries)) registerPage(key, loader);
}

export function hasPage(key: string | null | undefined): boolean {
  return !!key && loaders.has(normaliseKey(key));
}

/** The lazy component for a key (created once, so React keeps its state across renders), or null. */
export function resolvePage(key: string | null | undefined): LazyExoticComponent<ComponentType<MenuPageProps>> | null {
  if (!key) return null;
  const k = normaliseKey(key);
  const loader = loaders.get(k);
  if (!loader) return null;
  let component = components.get(k);
  if (!component) {
    component = lazy(loader);
    components.set(k, component);
  }
  return component;
}

export const registeredKeys = (): string[] => [...loaders.keys()];
