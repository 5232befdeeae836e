import AccountCircle from '@mui/icons-material/AccountCircle';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../auth/index.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { useSignOut } from '../useSignOut.ts';

/**
 * The avatar dropdown (SPEC §2.3): personal centre, layout settings, log out after the confirmation of SPEC §4
 * (确定注销并退出系统吗？ titled 提示).
 */
export function AvatarMenu({ compact, onOpenSettings }: { compact: boolean; onOpenSettings(): void }) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { user } = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const pick = (f: () => void) => () => {
    setAnchor(null);
    f();
  };
  const confirm = async (): Promise<void> => {
    setBusy(true);
    try {
      await signOut();
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  return (
    <>
      <ButtonBase onClick={(e) => setAnchor(e.currentTarget)} data-testid="avatar-menu" title={user?.nickname} sx={{ gap: 0.75, px: 0.5, borderRadius: 1, minWidth: 0 }}>
        {user?.avatar ? <Avatar src={user.avatar} alt="" sx={{ width: 30, height: 30 }} /> : <AccountCircle sx={{ fontSize: 30, color: 'text.secondary' }} />}
        {!compact && (
          <Typography variant="body2" noWrap data-testid="navbar-nickname" sx={{ maxWidth: 160 }}>
            {user?.nickname}
          </Typography>
        )}
        <ArrowDropDown fontSize="small" />
      </ButtonBase>
      <Menu open={!!anchor} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        <MenuItem onClick={pick(() => navigate('/user/profile'))} data-testid="avatar-profile">
          {translate('app.shell.avatar.profile')}
        </MenuItem>
        <MenuItem onClick={pick(onOpenSettings)} data-testid="avatar-settings">
          {translate('app.shell.avatar.settings')}
        </MenuItem>
        <Divider />
        <MenuItem onClick={pick(() => setAsking(true))} data-testid="logout-button">
          <Box component="span">{translate('app.layout.logout')}</Box>
        </MenuItem>
      </Menu>
      <ConfirmDialog
        open={asking}
        title={translate('app.layout.logoutTitle')}
        message={translate('app.layout.logoutConfirm')}
        confirmLabel={translate('app.common.confirm')}
        cancelLabel={translate('app.common.cancel')}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
        busy={busy}
        testId="logout-dialog"
      />
    </>
  );
}
