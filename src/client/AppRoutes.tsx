import { lazy, Suspense } from 'react';
import { Navigate, Outlet, Route, Routes } from 'react-router-dom';
import { PageLoading } from './components/index.ts';
import { useStore } from './lib/index.ts';
import { NotFoundPage, UnauthorizedPage } from './pages/error/index.ts';
import { LoginPage } from './pages/login/index.ts';
import { AuthRedirectPage, BindPage, OAuthLoginPage, RegisterPage, SocialLoginPage, SsoPage } from './pages/public/index.ts';
import { isStandalonePage, MenuRouteElement, PublicOnly, RedirectRoute, RequireSession, routeStore } from './routes/index.ts';

const HomePage = lazy(() => import('./pages/home/HomePage.tsx'));
// The shell (sidebar, tags, header search with fuse.js, its icons) loads after sign-in: the login route stays light
// (issue 19 point 5, the shell benchmark's 300 kB budget).
const ShellLayout = lazy(() => import('./shell/main/ShellLayout.tsx').then((m) => ({ default: m.ShellLayout })));

/**
 * The route table (SPEC §2.1): public routes, then everything else behind the session guard inside the
 * layout. Menu routes appear once the guard has loaded the menus; until then the guard shows its loader,
 * so the catch-all cannot send a deep link to /404 too early.
 */
export function AppRoutes() {
  const pages = useStore(routeStore, (s) => s.pages);
  return (
    <Suspense fallback={<PageLoading fullScreen />}>
      <Routes>
        <Route path="/login" element={<PublicOnly><LoginPage /></PublicOnly>} />
        <Route path="/sso" element={<SsoPage />} />
        <Route path="/social-login" element={<SocialLoginPage />} />
        <Route path="/auth-redirect" element={<AuthRedirectPage />} />
        <Route path="/bind" element={<BindPage />} />
        <Route path="/register" element={<RegisterPage />} />
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
          <Route path="*" element={<Navigate to="/404" replace />} />
        </Route>
      </Routes>
    </Suspense>
  );
}
