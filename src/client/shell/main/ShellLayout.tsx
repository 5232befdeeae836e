import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, useState } from 'react';
import { useLocaleState } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useStore } from '../../lib/index.ts';
import { routeStore, type AppRoute } from '../../routes/index.ts';
import { Navbar } from '../navbar/Navbar.tsx';
import { TopNav } from '../navbar/TopNav.tsx';
import { Sidebar } from '../sidebar/Sidebar.tsx';
import { containsActive } from '../sidebar/SidebarItem.tsx';
import { SIDEBAR_COLLAPSED_WIDTH, SIDEBAR_THEMES, SIDEBAR_WIDTH } from '../sidebar/sidebarTheme.ts';
import { SettingsDrawer } from '../settings/SettingsDrawer.tsx';
import { appStore, setSidebarHidden, toggleSidebar } from '../state/appStore.ts';
import { activeMenuPath } from '../state/routeLookup.ts';
import { settingsStore } from '../state/settingsStore.ts';
import { TagsView } from '../tags/TagsView.tsx';
import { ForcedPasswordChange } from '../../pages/profile/ForcedPasswordChange.tsx';
import { KeepAlive } from './KeepAlive.tsx';
import { useDevice } from './useDevice.ts';
import { useDocumentTitle } from './useDocumentTitle.ts';
import { useShellTheme } from './useShellTheme.ts';
import { useSiteAnalytics } from './useSiteAnalytics.ts';
import { useTrackViews } from './useTrackViews.ts';

/**
 * The shell of SPEC §2.3: sidebar (fixed 220px, collapsible to icons, an overlay drawer in mobile mode), navbar,
 * tags view and the kept-alive pages; theme colour and component size from the settings and the size switcher.
 */
export function ShellLayout() {
  const settings = useStore(settingsStore, (s) => s);
  const { opened, hidden, size, device } = useStore(appStore, (s) => s);
  const tree = useStore(routeStore, (s) => s.sidebar);
  const pages = useStore(routeStore, (s) => s.pages);
  const { pathname } = useLocation();
  // Worked out once here, not in every sidebar item: the entry to highlight and the groups to open.
  const activePath = useMemo(() => activeMenuPath(pages, pathname), [pages, pathname]);
  const mobile = useDevice();
  const [locale] = useLocaleState();
  const theme = useShellTheme(settings.theme, size, locale);
  const viewTitle = useTrackViews();
  useDocumentTitle(settings.dynamicTitle, viewTitle);
  useSiteAnalytics(viewTitle);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [chosenTop, setChosenTop] = useState<string | null>(null);

  // TopNav: the sidebar shows the chosen top entry's children (by default the one holding the current page).
  const activeTop = tree.find((r) => containsActive(r, activePath));
  const top = settings.topNav ? (tree.find((r) => r.id === chosenTop) ?? activeTop) : undefined;
  const sideRoutes = settings.topNav ? (top?.children ?? []) : tree;
  const selectTop = (r: AppRoute) => {
    setChosenTop(r.id);
    setSidebarHidden(r.children.length === 0);
  };
  const noSidebar = settings.topNav && (hidden || sideRoutes.length === 0);
  const width = noSidebar || mobile ? 0 : opened ? SIDEBAR_WIDTH : SIDEBAR_COLLAPSED_WIDTH;
  const palette = SIDEBAR_THEMES[settings.sideTheme] ?? SIDEBAR_THEMES['theme-dark'];
  const sidebar = <Sidebar routes={sideRoutes} activePath={activePath} collapsed={!mobile && !opened} showLogo={settings.sidebarLogo} palette={palette} />;

  return (
    <ThemeProvider theme={theme}>
      <Box data-testid="shell" data-size={size} data-device={mobile ? 'mobile' : 'desktop'} sx={{ minHeight: '100vh', bgcolor: '#f0f2f5' }}>
        {mobile ? (
          // The store's device, not the media query: it changes together with `opened`, so the drawer never opens
          // for one render while the window crosses into mobile mode.
          <Drawer open={device === 'mobile' && opened && !noSidebar} onClose={toggleSidebar} ModalProps={{ keepMounted: false }} slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH, border: 'none' } } }}>
            {sidebar}
          </Drawer>
        ) : (
          width > 0 && (
            <Box sx={{ position: 'fixed', top: 0, bottom: 0, left: 0, width, zIndex: 1001, overflow: 'hidden', transition: 'width .28s', boxShadow: '2px 0 6px rgba(0,21,41,.35)' }}>
              {sidebar}
            </Box>
          )
        )}
        <Box sx={{ ml: `${width}px`, transition: 'margin-left .28s', minWidth: 0 }}>
          <Box sx={settings.fixedHeader ? { position: 'sticky', top: 0, zIndex: 9 } : undefined} data-testid="shell-header" data-fixed={settings.fixedHeader}>
            <Navbar
              sidebarOpened={mobile ? opened : opened && !noSidebar}
              onToggleSidebar={toggleSidebar}
              mobile={mobile}
              topNav={settings.topNav && !mobile ? <TopNav menus={tree} activeId={top?.id} onSelect={selectTop} /> : null}
              onOpenSettings={() => setSettingsOpen(true)}
            />
            {settings.tagsView && <TagsView />}
          </Box>
          <Box component="main" data-testid="app-main" sx={{ p: { xs: 1.5, sm: 2.5 }, minWidth: 0 }}>
            <KeepAlive />
          </Box>
        </Box>
        <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        <ForcedPasswordChange />
      </Box>
    </ThemeProvider>
  );
}
