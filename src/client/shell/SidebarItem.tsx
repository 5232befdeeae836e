import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useEffect, useState } from 'react';
import { Link, matchPath, useLocation } from 'react-router-dom';
import type { AppRoute } from '../routes/index.ts';
import { MenuIcon } from './menuIcons.tsx';

const isActive = (route: AppRoute, pathname: string): boolean =>
  !route.external && !!route.component && !!matchPath({ path: route.path, end: true }, pathname);

const containsActive = (route: AppRoute, pathname: string): boolean =>
  isActive(route, pathname) || route.children.some((c) => containsActive(c, pathname));

const itemSx = (depth: number) => ({ pl: 2 + depth * 2, minHeight: 44 });

/** One sidebar entry: a link, an external link (new tab) or a collapsible group. */
export function SidebarItem({ route, depth = 0 }: { route: AppRoute; depth?: number }) {
  const { pathname } = useLocation();
  const inside = containsActive(route, pathname);
  const [open, setOpen] = useState(inside);
  // Opening a page by URL or link unfolds the groups that lead to it.
  useEffect(() => {
    if (inside) setOpen(true);
  }, [inside]);

  const label = <ListItemText primary={route.title} slotProps={{ primary: { noWrap: true, fontSize: 14 } }} />;
  const icon = (
    <ListItemIcon sx={{ minWidth: 34, color: 'inherit' }}>
      <MenuIcon route={route} />
    </ListItemIcon>
  );

  if (route.external) {
    return (
      <ListItemButton component="a" href={route.path} target="_blank" rel="noopener noreferrer" sx={itemSx(depth)}>
        {icon}
        {label}
        <OpenInNew sx={{ fontSize: 14, opacity: 0.6 }} />
      </ListItemButton>
    );
  }

  // Directories always show as groups, even with one child (yudao v1.8 defaults `alwaysShow` to true for
  // them), so the menu's shape does not change with the user's permissions.
  if (route.children.length > 0) {
    return (
      <>
        <ListItemButton onClick={() => setOpen((o) => !o)} sx={itemSx(depth)} aria-expanded={open}>
          {icon}
          {label}
          {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
        </ListItemButton>
        <Collapse in={open} timeout="auto" unmountOnExit>
          <List disablePadding>
            {route.children.map((child) => (
              <SidebarItem key={child.id} route={child} depth={depth + 1} />
            ))}
          </List>
        </Collapse>
      </>
    );
  }

  // A directory without visible children and without a page has nowhere to go.
  if (!route.component) return null;
  const active = isActive(route, pathname);
  return (
    <ListItemButton component={Link} to={route.path} selected={active} aria-current={active ? 'page' : undefined} sx={itemSx(depth)}>
      {icon}
      {label}
    </ListItemButton>
  );
}
