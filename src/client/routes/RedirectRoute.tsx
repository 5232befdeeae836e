import { Navigate, useLocation, useParams } from 'react-router-dom';

/**
 * `/redirect/<path>` reloads a view (SPEC §2.1): going through this route unmounts the page, and
 * navigating straight back (replace, so history is unchanged) mounts it fresh.
 */
export function RedirectRoute() {
  const { '*': rest = '' } = useParams();
  const { search, hash } = useLocation();
  // Leading slashes stripped: `/redirect//evil.example` must not become a protocol-relative URL.
  return <Navigate to={`/${rest.replace(/^\/+/, '')}${search}${hash}`} replace />;
}
