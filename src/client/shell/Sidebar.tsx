import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { useStore } from '../lib/index.ts';
import { routeStore } from '../routes/index.ts';
import { SidebarItem } from './SidebarItem.tsx';

/** The server's menu tree (visible entries only), with the pinned home entry first. */
export function Sidebar() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const routes = useStore(routeStore, (s) => s.sidebar);
  return (
    <Box component="nav" data-testid="sidebar" aria-label={translate('app.layout.menu')} sx={{ overflowY: 'auto', flex: 1 }}>
      <List dense={false} disablePadding sx={{ py: 1 }}>
        <ListItemButton component={Link} to="/index" selected={pathname === '/index'} sx={{ pl: 2, minHeight: 44 }}>
          <ListItemIcon sx={{ minWidth: 34, color: 'inherit' }}>
            <HomeOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={translate('app.home.title')} slotProps={{ primary: { fontSize: 14 } }} />
        </ListItemButton>
        {routes.map((route) => (
          <SidebarItem key={route.id} route={route} />
        ))}
      </List>
    </Box>
  );
}
