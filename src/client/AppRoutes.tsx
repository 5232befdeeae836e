import { lazy, Suspense } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { getAccessToken } from './api/index.ts';
import { useReleaseLastViewElsewhere } from './boot/index.ts';
import { PageLoading } from './components/index.ts';
import { useStore } from './lib/index.ts';
import { NotFoundPage, UnauthorizedPage } from './pages/error/index.ts';
import { LoginPage } from './pages/login/index.ts';
import { AuthRedirectPage, BindPage, FeedbackPage, FeedbackTrackPage, OAuthLoginPage, RegisterPage, SocialLoginPage, SsoPage } from './pages/public/index.ts';
import { isStandalonePage, MenuRouteElement, prefetchSession, PublicOnly, RedirectRoute, RequireSession, routeStore, UnmatchedRoute } from './routes/index.ts';

const loadHome = () => import('./pages/home/HomePage.tsx');
const loadShell = () => import('./shell/main/ShellLayout.tsx').then((m) => ({ default: m.ShellLayout }));
const HomePage = lazy(loadHome);
// The shell (sidebar, tags, header search with fuse.js, its icons) loads after sign-in: the login route stays light
// (issue 19 point 5, the shell benchmark's 300 kB budget).
const ShellLayout = lazy(loadShell);

/** Routes that never need the session (the public ones of the table below). */
const PUBLIC_PATHS = /^\/(login|sso|social-login|auth-redirect|bind|register|oauthLogin|feedback|404|401)(\/|$)/;

// Someone already signed in (a reload, a second open, a link) needs the session, the shell, and on / or /index the
// home page: all are asked for now, side by side, rather than the bootstrap after the first render and each script
// after the bootstrap answered. On a phone's network each of those waits was a round trip and more (issue 34's LCP
// benchmark: 13 s → 5.5 s with the chunks merged). Asking again later reuses the same load.
if (typeof window !== 'undefined' && getAccessToken() && !PUBLIC_PATHS.test(window.location.pathname)) {
  prefetchSession();
  void loadShell().catch(() => undefined);
  if (['/', '/index'].includes(window.location.pathname)) void loadHome().catch(() => undefined);
}

/**
 * The route table (SPEC §2.1): public routes, then everything else behind the session guard inside the
 * layout. Menu routes appear once the guard has loaded the menus; until then the guard shows its loader,
 * so the catch-all cannot send a deep link to /404 too early.
 */
export function AppRoutes() {
  const pages = useStore(routeStore, (s) => s.pages);
  useReleaseLastViewElsewhere();
  return (
    <Suspense fallback={<PageLoading fullScreen />}>
      <Routes>
        <Route path="/login" element={<PublicOnly><LoginPage /></PublicOnly>} />
        <Route path="/sso" element={<SsoPage />} />
        <Route path="/social-login" element={<SocialLoginPage />} />
        <Route path="/auth-redirect" element={<AuthRedirectPage />} />
        <Route path="/bind" element={<BindPage />} />
        <Route path="/register" element={<RegisterPage />} />
        {/* A liaison station's public page and its tracking (issue 35): citizens, no sign-in. */}
        <Route path="/feedback" element={<FeedbackPage />} />
        <Route path="/feedback/track" element={<FeedbackTrackPage />} />
        <Route path="/oauthLogin/province" element={<OAuthLoginPage provider="province" />} />
        <Route path="/oauthLogin/:provider" element={<OAuthLoginPage />} />
        <Route path="/404" element={<NotFoundPage />} />
        <Route path="/401" element={<UnauthorizedPage />} />
        {/* Top-level menu leaves (fill-in, my answer, print, previews) render bare, without the shell, as in yudao. */}
        <Route element={<RequireSession><Outlet /></RequireSession>}>
          {pages.filter(isStandalonePage).map((route) => (
            <Route key={route.path} path={route.path} element={<MenuRouteElement route={route} />} />
          ))}
        </Route>
        <Route element={<RequireSession><ShellLayout /></RequireSession>}>
          <Route index element={<Navigate to="/index" replace />} />
          <Route path="/index" element={<Suspense fallback={<PageLoading />}><HomePage /></Suspense>} />
          <Route path="/redirect/*" element={<RedirectRoute />} />
          {pages.filter((route) => !isStandalonePage(route)).map((route) => (
            <Route key={route.path} path={route.path} element={<MenuRouteElement route={route} />} />
          ))}
          <Route path="*" element={<UnmatchedRoute />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
