import { Navigate } from 'react-router-dom';
import { PageLoading } from '../components/index.ts';
import { useStore } from '../lib/index.ts';
import { routeStore } from './routeStore.ts';

/**
 * A signed-in path that no route matches: /404 — once the routes are the server's. While they are the last session's
 * (a second open painted from its snapshot), the page may be one granted since, so it waits for the server's menus.
 */
export function UnmatchedRoute() {
  const confirmed = useStore(routeStore, (s) => s.confirmed);
  return confirmed ? <Navigate to="/404" replace /> : <PageLoading />;
}
