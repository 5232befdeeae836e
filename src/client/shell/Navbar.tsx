import AccountCircle from '@mui/icons-material/AccountCircle';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslate } from 'react-admin';
import { useSession } from '../auth/index.ts';
import { LocaleSwitch } from './LocaleSwitch.tsx';
import { LogoutButton } from './LogoutButton.tsx';

/** Top bar: platform name, current user, language and logout; icons only on phones. */
export function Navbar({ onToggleMenu, showToggle }: { onToggleMenu(): void; showToggle: boolean }) {
  const translate = useTranslate();
  const { user } = useSession();
  const compact = useMediaQuery('(max-width:599.98px)', { noSsr: true });
  return (
    <AppBar
      position="fixed"
      elevation={1}
      data-testid="navbar"
      sx={{ zIndex: (t) => t.zIndex.drawer + 1, background: 'linear-gradient(90deg, #8f1d1d 0%, #b3261e 100%)' }}
    >
      <Toolbar variant="dense" sx={{ gap: 1, minHeight: 56 }}>
        {showToggle && (
          <IconButton color="inherit" edge="start" onClick={onToggleMenu} aria-label={translate('app.layout.toggleMenu')} data-testid="menu-toggle">
            <MenuIcon />
          </IconButton>
        )}
        <Box component="img" src="/favicon.svg" alt="" sx={{ width: 26, height: 26, flexShrink: 0 }} />
        <Typography variant="h6" component="div" noWrap sx={{ flex: 1, minWidth: 0, fontSize: { xs: 16, sm: 18 }, fontWeight: 600, letterSpacing: 1 }}>
          {translate('app.title')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }} title={user?.nickname}>
          {user?.avatar ? <Avatar src={user.avatar} alt="" sx={{ width: 28, height: 28 }} /> : <AccountCircle fontSize="small" />}
          {!compact && (
            <Typography variant="body2" noWrap data-testid="navbar-nickname" sx={{ maxWidth: 200 }}>
              {user?.nickname}
            </Typography>
          )}
        </Box>
        <LocaleSwitch compact={compact} />
        <LogoutButton compact={compact} />
      </Toolbar>
    </AppBar>
  );
}
