import type { YudaoCall } from './call.ts';

/**
 * src/api/menu.js getRouters, from src/store/modules/permission.js GenerateRoutes: builds the routes from each menu's
 * name, path, component, icon, visible, keepAlive, parentId and children.
 */
export const getRouters: YudaoCall = {
  api: 'getRouters', source: 'src/api/menu.js; src/store/modules/permission.js GenerateRoutes',
  method: 'get', url: '/system/auth/list-menus',
  reads: ['[].id', '[].parentId', '[].name', '[].path', '[].component', '[].icon', '[].visible', '[].keepAlive'],
};
