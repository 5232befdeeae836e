import { checkPermi } from '../auth/index.ts';
import type { AppRoute } from './types.ts';

/**
 * Whether the signed-in user may open a route: a menu route is there only because the server granted it; a fixed
 * route needs its menu's permission (`*:*:*` passes everything, as everywhere in the client).
 */
export function routeAllowed(route: Pick<AppRoute, 'permission'>, permissions?: readonly string[]): boolean {
  return !route.permission || checkPermi([route.permission], permissions);
}
