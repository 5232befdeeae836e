import { Suspense } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { PageLoading } from '../components/index.ts';
import { numericParamsValid } from './buildRoutes.ts';
import { resolvePage } from './registry.ts';
import type { AppRoute } from './types.ts';
import { UnavailablePage } from './UnavailablePage.tsx';

/** The element of a generated route: numeric-id check, then the registered page or the honest stub. */
export function MenuRouteElement({ route }: { route: AppRoute }) {
  const params = useParams();
  if (!numericParamsValid(params)) return <Navigate to="/404" replace />;
  const Page = resolvePage(route.component);
  if (!Page) return <UnavailablePage route={route} />;
  return (
    <Suspense fallback={<PageLoading />}>
      <Page route={route} />
    </Suspense>
  );
}
