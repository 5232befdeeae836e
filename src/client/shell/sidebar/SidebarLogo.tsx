import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { SidebarPalette } from './sidebarTheme.ts';

/** The logo with the platform name (SPEC §1); only the mark when the sidebar is collapsed. */
export function SidebarLogo({ collapsed, palette }: { collapsed: boolean; palette: SidebarPalette }) {
  const translate = useTranslate();
  return (
    <Box
      component={Link}
      to="/index"
      data-testid="sidebar-logo"
      // The name stays when the sidebar is collapsed to the mark alone.
      aria-label={translate('app.title')}
      sx={{ height: 50, display: 'flex', alignItems: 'center', justifyContent: collapsed ? 'center' : 'flex-start', gap: 1, px: collapsed ? 0 : 1.5, bgcolor: palette.logoBg, color: palette.logoText, textDecoration: 'none', flexShrink: 0 }}
    >
      <Box component="img" src="/favicon.svg" alt="" sx={{ width: 28, height: 28 }} />
      {!collapsed && (
        <Box component="span" sx={{ fontSize: 14, fontWeight: 600, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {translate('app.title')}
        </Box>
      )}
    </Box>
  );
}
