import { OPERATIONS, parseEndpoint, type Operation } from '../../../../shared/manifest/types.ts';
import type { ResourceRegistry } from '../../../crud/registry.ts';

/** Values of the system_operate_type dictionary (yudao's OperateTypeEnum). */
export const OperateType = { OTHER: 0, GET: 1, CREATE: 2, UPDATE: 3, DELETE: 4, EXPORT: 5, IMPORT: 6 } as const;

export interface RouteName {
  /** 操作模块: the resource's title (用户, 通知公告). */
  module: string;
  /** 操作名: the operation on it (创建用户), or the route's last segment for a hand-written route. */
  name: string;
  type: number;
}

const OPERATION_NAMES: Partial<Record<Operation, [verb: string, type: number]>> = {
  create: ['创建', OperateType.CREATE],
  update: ['更新', OperateType.UPDATE],
  delete: ['删除', OperateType.DELETE],
  export: ['导出', OperateType.EXPORT],
};

const TYPE_BY_METHOD: Record<string, number> = { POST: OperateType.CREATE, PUT: OperateType.UPDATE, PATCH: OperateType.UPDATE, DELETE: OperateType.DELETE, GET: OperateType.GET };

const directoryOf = (path: string): string => path.slice(0, path.lastIndexOf('/'));

/**
 * Names the routes of the operation log as yudao's @OperateLog would: a generic operation of a manifest resource by
 * its title and operation (更新 + 用户), a hand-written route by the resource whose endpoints share its directory
 * (`/system/user/update-password` → 用户) and its last path segment, typed by what it does (导出, 导入) or else by
 * its method. Computed once per route and kept.
 */
export function routeNamer(registry: ResourceRegistry, apiPrefix: string): (method: string, url: string) => RouteName {
  const generic = new Map<string, RouteName>();
  const modules = new Map<string, string>();
  for (const resource of registry.all()) {
    for (const operation of OPERATIONS) {
      const endpoint = resource.endpoints[operation];
      if (!endpoint) continue;
      const { method, path } = parseEndpoint(endpoint);
      const url = apiPrefix + path.replace(/\{(\w+)\}/g, ':$1');
      if (!modules.has(directoryOf(url))) modules.set(directoryOf(url), resource.title);
      const named = OPERATION_NAMES[operation];
      if (named) generic.set(`${method} ${url}`, { module: resource.title, name: `${named[0]}${resource.title}`.slice(0, 50), type: named[1] });
    }
  }
  const known = new Map<string, RouteName>();
  return (method, url) => {
    const key = `${method} ${url}`;
    let name = generic.get(key) ?? known.get(key);
    if (!name) {
      const segments = url.slice(apiPrefix.length).split('/').filter(Boolean);
      const last = segments.at(-1) ?? '';
      const type = /export/i.test(last) ? OperateType.EXPORT : /import/i.test(last) ? OperateType.IMPORT : (TYPE_BY_METHOD[method] ?? OperateType.OTHER);
      const module = modules.get(directoryOf(url)) ?? segments.slice(0, -1).join('/');
      name = { module: module.slice(0, 50), name: segments.slice(-2).join('/').slice(0, 50), type };
      known.set(key, name);
    }
    return name;
  };
}
