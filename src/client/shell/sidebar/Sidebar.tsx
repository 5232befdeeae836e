import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { readableOn } from '../../lib/contrast.ts';
import type { AppRoute } from '../../routes/index.ts';
import { SidebarItem } from './SidebarItem.tsx';
import { SidebarLogo } from './SidebarLogo.tsx';
import type { SidebarPalette } from './sidebarTheme.ts';

interface SidebarProps {
  routes: readonly AppRoute[];
  /** The path to highlight: the current one, or the shown page's activeMenu. */
  activePath: string;
  collapsed: boolean;
  showLogo: boolean;
  palette: SidebarPalette;
}

/** The menu tree (visible entries only) under the logo, with the pinned home entry first. */
export function Sidebar({ routes, activePath, collapsed, showLogo, palette }: SidebarProps) {
  const translate = useTranslate();
  const home = translate('app.home.title');
  // The highlighted entry's text: the theme colour (primary.light holds it as chosen) in a shade that reads on this
  // sidebar's backgrounds, lighter on the dark sidebar, darker on the light one.
  const active = readableOn(useTheme().palette.primary.light, [palette.bg, palette.subBg, palette.hoverBg]);
  return (
    <Box
      component="nav"
      data-testid="sidebar"
      data-collapsed={collapsed}
      aria-label={translate('app.layout.menu')}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: palette.bg,
        color: palette.text,
        '--sidebar-sub-bg': palette.subBg,
        '& .MuiListItemButton-root:hover': { bgcolor: palette.hoverBg },
        '& .MuiListItemButton-root.Mui-selected, & .MuiListItemButton-root.Mui-selected:hover': { color: active, bgcolor: palette.hoverBg },
        '& .MuiListItemButton-root.Mui-focusVisible': { outlineColor: active, outlineOffset: -2 },
      }}
    >
      {showLogo && <SidebarLogo collapsed={collapsed} palette={palette} />}
      <List disablePadding sx={{ py: 0, overflowY: 'auto', overflowX: 'hidden', flex: 1 }}>
        <ListItem disablePadding sx={{ display: 'block' }}>
          <Tooltip title={collapsed ? home : ''} placement="right">
            <ListItemButton component={Link} to="/index" selected={activePath === '/index'} aria-label={home} sx={{ pl: 2, minHeight: 48, justifyContent: collapsed ? 'center' : undefined }}>
              <ListItemIcon sx={{ minWidth: collapsed ? 0 : 30, color: 'inherit' }}>
                <HomeOutlined fontSize="small" />
              </ListItemIcon>
              {!collapsed && <ListItemText primary={home} slotProps={{ primary: { fontSize: 14 } }} />}
            </ListItemButton>
          </Tooltip>
        </ListItem>
        {routes.map((route) => (
          <SidebarItem key={route.id} route={route} activePath={activePath} collapsed={collapsed} />
        ))}
      </List>
    </Box>
  );
}
