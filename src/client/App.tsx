import CssBaseline from '@mui/material/CssBaseline';
import { AdminContext, localStorageStore } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { dataProvider } from './api/index.ts';
import { AppRoutes } from './AppRoutes.tsx';
import { authProvider } from './auth/index.ts';
import { STORE_APP_KEY } from './boot/chosenLocale.ts';
import { DocumentLang } from './DocumentLang.tsx';
import { i18nProvider } from './i18n/index.ts';
import { NotifierHost } from './shell/index.ts';
import { theme } from './theme.ts';

// Preferences (the chosen language) survive reloads; tokens are kept apart by api/auth.ts.
const store = localStorageStore('1', STORE_APP_KEY);

/**
 * History-mode routing (BrowserRouter) around react-admin's AdminContext for its providers only; the routes
 * are ours (SPEC §2.1), not <Admin>'s hash router. No telemetry: that lives in <Admin>/CoreAdminUI, which
 * this app does not render.
 *
 * Navigations are not transitions (`useTransitions={false}`): a transition that a quicker second click
 * interrupts never commits, so a page opened from the menu and left within a few hundred milliseconds never
 * became a tab. Every location the user went to is rendered and tracked, as the tags view promises.
 */
export function App() {
  return (
    <BrowserRouter useTransitions={false}>
      <AdminContext authProvider={authProvider} dataProvider={dataProvider} i18nProvider={i18nProvider} store={store} theme={theme} darkTheme={null}>
        <CssBaseline />
        <DocumentLang />
        <NotifierHost />
        <AppRoutes />
      </AdminContext>
    </BrowserRouter>
  );
}
