import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { MenuPageProps } from './types.ts';
import { surveyPages } from '../pages/survey/routes.ts';
import { bpmPages } from '../pages/bpm/routes.ts';
import { printPages } from '../pages/proposal/print/routes.ts';
import { proposalPages } from '../pages/proposal/routes.ts';

/**
 * Menu `component` keys (yudao view paths such as `system/user/index`) → lazily loaded pages.
 * Generated screens and bespoke pages of later issues register here; a key without an entry renders
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

// Bespoke pages, one entry per feature.
registerPages(surveyPages);
registerPages(bpmPages);
registerPages(printPages);
registerPages(proposalPages);
