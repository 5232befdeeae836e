import { Suspense } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { sessionStore } from '../auth/index.ts';
import { PageLoading } from '../components/index.ts';
import { useStore } from '../lib/index.ts';
import { routeAllowed } from './access.ts';
import { numericParamsValid } from './buildRoutes.ts';
import { resolvePage } from './registry.ts';
import type { AppRoute } from './types.ts';
import { UnavailablePage } from './UnavailablePage.tsx';

/**
 * The element of a generated route: numeric-id check, the route's permission (a fixed route the user may not use
 * goes to /401 before its page is even loaded, so no request is refused inside it), then the registered page or
 * the honest stub.
 */
export function MenuRouteElement({ route }: { route: AppRoute }) {
  const params = useParams();
  const permissions = useStore(sessionStore, (s) => s.permissions);
  if (!numericParamsValid(params)) return <Navigate to="/404" replace />;
  if (!routeAllowed(route, permissions)) return <Navigate to="/401" replace />;
  const Page = resolvePage(route.component);
  if (!Page) return <UnavailablePage route={route} />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Page route={route} />
    </Suspense>
  );
}
