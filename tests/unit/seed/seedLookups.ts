/** Lookups over the demo seed shared by the seed-data tests. */
import { dictTypes, menus, type MenuSeed } from '../../../src/server/seed/demo';

// digits as in yudao's system:oauth2-client:query
export const PERMISSION = /^[a-z0-9-]+(:[a-z0-9-]+){2}$/;
export const byId = new Map(menus.map((m) => [m.id, m]));

export function joinedPath(m: MenuSeed): string {
  const parent = byId.get(m.parentId);
  return parent ? `${joinedPath(parent)}/${m.path}` : (m.path ?? '');
}

export function ancestors(m: MenuSeed): number[] {
  const out: number[] = [];
  for (let p = byId.get(m.parentId); p; p = byId.get(p.parentId)) out.push(p.id);
  return out;
}

export const pages = menus.filter((m) => m.type === 2);
export const buttons = menus.filter((m) => m.type === 3);
export const pageByPath = new Map(pages.map((m) => [joinedPath(m), m]));

export function dictData(type: string): Map<string, string> {
  const t = dictTypes.find((x) => x.type === type);
  return new Map((t?.data ?? []).map((x) => [x.value, x.label]));
}

