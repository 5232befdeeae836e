import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Navbar } from './Navbar.tsx';
import { Sidebar } from './Sidebar.tsx';

/** SPEC §9: sidebar 220px; below a 992px body width the product is in mobile mode. */
export const SIDEBAR_WIDTH = 220;
const MOBILE_QUERY = '(max-width:991.98px)';

const drawerPaperSx = {
  width: SIDEBAR_WIDTH,
  boxSizing: 'border-box',
  bgcolor: '#304156',
  color: '#bfcbd9',
  borderRight: 'none',
  '& .MuiListItemButton-root:hover': { bgcolor: 'rgba(0,0,0,0.12)' },
  '& .MuiListItemButton-root.Mui-selected, & .MuiListItemButton-root.Mui-selected:hover': {
    color: '#409EFF',
    bgcolor: 'rgba(0,0,0,0.2)',
  },
} as const;

/**
 * The plain shell of this issue: app bar, a 220px drawer with the server's menus, and the page. On mobile
 * the drawer is temporary and closes on navigation. The full shell (tags view, top nav…) comes later.
 */
export function PlainLayout() {
  const mobile = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();
  // SPEC §2.3: a route change on mobile closes the sidebar.
  useEffect(() => setMobileOpen(false), [pathname]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'grey.50' }}>
      <Navbar showToggle={mobile} onToggleMenu={() => setMobileOpen((o) => !o)} />
      <Drawer
        variant={mobile ? 'temporary' : 'permanent'}
        open={mobile ? mobileOpen : true}
        onClose={() => setMobileOpen(false)}
        ModalProps={{ keepMounted: true }}
        sx={{ width: mobile ? 0 : SIDEBAR_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': drawerPaperSx }}
      >
        {/* The app bar stays above the drawer (also the temporary one on phones, so the toggle can close it). */}
        <Toolbar variant="dense" sx={{ minHeight: 56 }} />
        <Sidebar />
      </Drawer>
      <Box component="main" data-testid="app-main" sx={{ flex: 1, minWidth: 0, p: { xs: 1.5, sm: 2.5 } }}>
        <Toolbar variant="dense" sx={{ minHeight: 56 }} />
        <Outlet />
      </Box>
    </Box>
  );
}
