/** Public face of routing: route building, the registry, the guard and the route-level elements. */
export * from './types.ts';
export * from './buildRoutes.ts';
export { routeAllowed } from './access.ts';
export * from './redirect.ts';
export * from './registry.ts';
export { constantRoutes } from './constantRoutes.ts';
export { confirmRoutes, routeStore, setMenus, type RouteState } from './routeStore.ts';
export { bootstrapSession, prefetchSession } from './bootstrap.ts';
export { RequireSession } from './RequireSession.tsx';
export { PublicOnly } from './PublicOnly.tsx';
export { MenuRouteElement } from './MenuRouteElement.tsx';
export { RedirectRoute } from './RedirectRoute.tsx';
export { UnavailablePage } from './UnavailablePage.tsx';
export { UnmatchedRoute } from './UnmatchedRoute.tsx';
