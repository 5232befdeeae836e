import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { AppRoute } from '../../routes/index.ts';
import { routeTitle } from '../state/routeLookup.ts';
import { splitTopMenus, visibleTopCount } from './topNav.ts';

function useWindowWidth(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const on = () => setWidth(window.innerWidth);
    window.addEventListener('resize', on);
    return () => window.removeEventListener('resize', on);
  }, []);
  return width;
}

interface TopNavProps {
  /** Visible top-level menu entries. */
  menus: readonly AppRoute[];
  activeId: string | undefined;
  /** An entry with children: its children fill the sidebar. */
  onSelect(route: AppRoute): void;
}

/**
 * The top menu in place of the breadcrumb (SPEC §2.3): one item per 85px within a third of the window, the rest
 * under 更多菜单. An http(s) entry opens a new tab; an entry without children navigates and hides the sidebar.
 */
export function TopNav({ menus, activeId, onSelect }: TopNavProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const width = useWindowWidth();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { shown, more } = splitTopMenus(menus, visibleTopCount(width));

  const choose = (r: AppRoute) => {
    setAnchor(null);
    // A link leaves this page as it is: no navigation, and the sidebar keeps the entry it shows.
    if (r.external) {
      window.open(r.path, '_blank', 'noopener');
      return;
    }
    if (r.children.length === 0) navigate(r.path);
    onSelect(r);
  };
  const itemSx = (active: boolean) => ({
    height: 50,
    px: 1.25,
    fontSize: 14,
    whiteSpace: 'nowrap',
    color: active ? 'primary.main' : 'text.primary',
    borderBottom: 2,
    borderColor: active ? 'primary.main' : 'transparent',
  });

  return (
    <Box data-testid="top-nav" sx={{ display: 'flex', alignItems: 'center', minWidth: 0, overflow: 'hidden' }}>
      {shown.map((r) => (
        <ButtonBase key={r.id} onClick={() => choose(r)} sx={itemSx(r.id === activeId)} data-testid="top-nav-item">
          {routeTitle(r, translate)}
        </ButtonBase>
      ))}
      {more.length > 0 && (
        <>
          <ButtonBase onClick={(e) => setAnchor(e.currentTarget)} sx={itemSx(more.some((r) => r.id === activeId))} data-testid="top-nav-more">
            {translate('app.shell.topNav.more')}
            <ExpandMore fontSize="small" />
          </ButtonBase>
          <Menu open={!!anchor} anchorEl={anchor} onClose={() => setAnchor(null)}>
            {more.map((r) => (
              <MenuItem key={r.id} selected={r.id === activeId} onClick={() => choose(r)} data-testid="top-nav-more-item">
                {routeTitle(r, translate)}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
    </Box>
  );
}
