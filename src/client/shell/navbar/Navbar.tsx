import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { LocaleSwitch } from '../LocaleSwitch.tsx';
import { ApiDocLink } from './ApiDocLink.tsx';
import { AvatarMenu } from './AvatarMenu.tsx';
import { Breadcrumb } from './Breadcrumb.tsx';
import { Fullscreen } from './Fullscreen.tsx';
import { Hamburger } from './Hamburger.tsx';
import { NotifyBell } from './NotifyBell.tsx';
import { TodoBadge } from './TodoBadge.tsx';
import { HeaderSearch } from './HeaderSearch.tsx';
import { SizeSelect } from './SizeSelect.tsx';

interface NavbarProps {
  sidebarOpened: boolean;
  onToggleSidebar(): void;
  /** The top menu when TopNav is on; the breadcrumb otherwise. */
  topNav: ReactNode | null;
  mobile: boolean;
  onOpenSettings(): void;
}

/**
 * SPEC §2.3 navbar: hamburger, breadcrumb or top menu, then search, the API documentation (only when the server
 * serves it), fullscreen, size, language and the avatar menu.
 */
export function Navbar({ sidebarOpened, onToggleSidebar, topNav, mobile, onOpenSettings }: NavbarProps) {
  return (
    <Box
      component="header"
      data-testid="navbar"
      sx={{ height: 50, display: 'flex', alignItems: 'center', gap: 1, px: 1, bgcolor: '#fff', color: 'text.primary', boxShadow: '0 1px 4px rgba(0,21,41,.08)' }}
    >
      <Hamburger opened={sidebarOpened} onToggle={onToggleSidebar} />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', overflow: 'hidden' }}>{topNav ?? <Breadcrumb />}</Box>
      {/* On phones only the essentials: the search and extras would crowd out the avatar. */}
      {!mobile && <HeaderSearch />}
      {!mobile && <ApiDocLink />}
      {!mobile && <Fullscreen />}
      {!mobile && <SizeSelect />}
      <TodoBadge />
      <NotifyBell />
      <LocaleSwitch compact />
      <AvatarMenu compact={mobile} onOpenSettings={onOpenSettings} />
    </Box>
  );
}
