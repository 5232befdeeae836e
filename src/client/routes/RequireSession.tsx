import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { errorMessage, getAccessToken, isApiError, notifier } from '../api/index.ts';
import { sessionStore, signOut } from '../auth/index.ts';
import { PageLoading } from '../components/index.ts';
import { useStore } from '../lib/index.ts';
import { bootstrapSession } from './bootstrap.ts';
import { loginPath } from './redirect.ts';

// Set when the page starts to unload (the browser then fails its pending requests); cleared if it comes back.
let unloading = false;
if (typeof window !== 'undefined') {
  window.addEventListener('beforeunload', () => (unloading = true));
  window.addEventListener('pageshow', () => (unloading = false));
}

/**
 * The navigation guard of SPEC §2.1 / §4 for every signed-in route: no token → login with the full path as
 * `redirect`; token but no roles yet → load dictionaries, user info and menus, then render; failure → log
 * out, show the error, go to `/`.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const token = getAccessToken();
  const loaded = useStore(sessionStore, (s) => s.roles.length > 0);

  useEffect(() => {
    if (!token || loaded) return;
    let active = true;
    bootstrapSession().catch(async (e: unknown) => {
      // Requests cut off because the page is going away (reload, a typed URL) or cancelled are not a failed
      // session: signing out here would delete the tokens the next page load is about to use.
      if (!active || unloading || (isApiError(e) && e.kind === 'aborted')) return;
      await signOut();
      // Business errors were already notified by the http layer; say something for everything else.
      if (!isApiError(e) || !e.notified) notifier.toast('error', errorMessage(e));
      navigate('/', { replace: true });
    });
    return () => {
      active = false;
    };
  }, [token, loaded, navigate]);

  // Keyed by location: a still-mounted <Navigate> would not fire again when, after a logout, the user is
  // sent to another guarded path (its target alone decides whether its effect re-runs).
  if (!token) return <Navigate key={location.key} to={loginPath(location)} replace />;
  if (!loaded) return <PageLoading fullScreen />;
  return <>{children}</>;
}
