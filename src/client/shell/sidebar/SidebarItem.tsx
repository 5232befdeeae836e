import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link, matchPath, useNavigate } from 'react-router-dom';
import { visibleLeaves, type AppRoute } from '../../routes/index.ts';
import { MenuIcon } from '../menuIcons.tsx';
import { routeTitle } from '../state/routeLookup.ts';

const isActive = (route: AppRoute, pathname: string): boolean =>
  !route.external && !!route.component && !!matchPath({ path: route.path, end: true }, pathname);

export const containsActive = (route: AppRoute, pathname: string): boolean =>
  isActive(route, pathname) || route.children.some((c) => containsActive(c, pathname));

/** Every entry is a list item (its link, or its group button and sub-list), so the menu is read as a list. */
function Item({ children }: { children: ReactNode }) {
  return (
    <ListItem disablePadding sx={{ display: 'block' }}>
      {children}
    </ListItem>
  );
}

const itemSx = (depth: number, collapsed: boolean) => ({ pl: collapsed ? 2 : 2 + depth * 2, minHeight: 48, justifyContent: collapsed ? 'center' : undefined });

/** Collapsed sidebar, top level: the icon alone; a group opens its pages in a flyout menu. */
function CollapsedItem({ route, active }: { route: AppRoute; active: boolean }) {
  const navigate = useNavigate();
  const translate = useTranslate();
  const title = routeTitle(route, translate);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const icon = (
    <ListItemIcon sx={{ minWidth: 0, color: 'inherit' }}>
      <MenuIcon route={route} />
    </ListItemIcon>
  );
  if (route.children.length === 0) {
    const link = route.external ? { component: 'a' as const, href: route.path, target: '_blank', rel: 'noopener noreferrer' } : { component: Link, to: route.path };
    return (
      <Item>
        <Tooltip title={title} placement="right">
          <ListItemButton {...link} selected={active} aria-label={title} sx={itemSx(0, true)}>
            {icon}
          </ListItemButton>
        </Tooltip>
      </Item>
    );
  }
  const leaves = visibleLeaves(route.children);
  return (
    <Item>
      <Tooltip title={title} placement="right">
        <ListItemButton onClick={(e) => setAnchor(e.currentTarget)} selected={active} aria-label={title} aria-haspopup="menu" sx={itemSx(0, true)}>
          {icon}
        </ListItemButton>
      </Tooltip>
      <Menu open={!!anchor} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'top', horizontal: 'right' }}>
        {leaves.map((leaf) => (
          <MenuItem
            key={leaf.id}
            onClick={() => {
              setAnchor(null);
              if (leaf.external) window.open(leaf.path, '_blank', 'noopener');
              else navigate(leaf.path);
            }}
          >
            {routeTitle(leaf, translate)}
          </MenuItem>
        ))}
      </Menu>
    </Item>
  );
}

interface SidebarItemProps {
  route: AppRoute;
  /** The highlighted path: the current one, or the shown page's activeMenu (see activeMenuPath). */
  activePath: string;
  depth?: number;
  collapsed?: boolean;
}

/** One sidebar entry: a link, an external link (new tab) or a collapsible group. */
export function SidebarItem({ route, activePath, depth = 0, collapsed = false }: SidebarItemProps) {
  const translate = useTranslate();
  const inside = containsActive(route, activePath);
  const [open, setOpen] = useState(inside);
  // Opening a page by URL or link unfolds the groups that lead to it (or to the entry a hidden page highlights).
  useEffect(() => {
    if (inside) setOpen(true);
  }, [inside]);

  if (collapsed && depth === 0) return <CollapsedItem route={route} active={inside} />;

  const label = <ListItemText primary={routeTitle(route, translate)} slotProps={{ primary: { noWrap: true, fontSize: 14 } }} />;
  const icon = (
    <ListItemIcon sx={{ minWidth: 30, color: 'inherit' }}>
      <MenuIcon route={route} />
    </ListItemIcon>
  );

  if (route.external) {
    return (
      <Item>
        <ListItemButton component="a" href={route.path} target="_blank" rel="noopener noreferrer" sx={itemSx(depth, false)}>
          {icon}
          {label}
          <OpenInNew sx={{ fontSize: 14, opacity: 0.6 }} />
        </ListItemButton>
      </Item>
    );
  }

  // Directories always show as groups, even with one child (yudao v1.8 defaults `alwaysShow` to true for
  // them), so the menu's shape does not change with the user's permissions.
  if (route.children.length > 0) {
    return (
      <Item>
        <ListItemButton onClick={() => setOpen((o) => !o)} sx={{ ...itemSx(depth, false), color: inside ? 'var(--sidebar-active-parent, inherit)' : undefined }} aria-expanded={open}>
          {icon}
          {label}
          {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
        </ListItemButton>
        <Collapse in={open} timeout="auto" unmountOnExit>
          <List disablePadding sx={{ bgcolor: 'var(--sidebar-sub-bg)' }}>
            {route.children.map((child) => (
              <SidebarItem key={child.id} route={child} activePath={activePath} depth={depth + 1} />
            ))}
          </List>
        </Collapse>
      </Item>
    );
  }

  // A directory without visible children and without a page has nowhere to go.
  if (!route.component) return null;
  const active = isActive(route, activePath);
  return (
    <Item>
      <ListItemButton component={Link} to={route.path} selected={active} aria-current={active ? 'page' : undefined} sx={itemSx(depth, false)}>
        {icon}
        {label}
      </ListItemButton>
    </Item>
  );
}
