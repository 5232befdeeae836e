import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { formatDate } from '../../api/index.ts';
import { DictTag } from '../../dict/index.ts';
import { announceRead, messageApi, messageLink, MESSAGES_READ_EVENT, type NotifyMessage } from '../../pages/message/messageApi.ts';

/** How often the count is asked for while the page stays open (yudao polls every two minutes). */
const POLL_MS = 60_000;
export const MY_MESSAGES_PATH = '/user/notify-message';

/**
 * 站内信 bell (yudao's layout/components/Message): the unread count as a badge, asked for on each page change, every
 * minute and when messages were read elsewhere on the page; a click opens the unread messages and 查看全部 leads
 * to 我的站内信. A message that names an item opens it in one click (查看详情), and is read.
 */
export function NotifyBell() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [count, setCount] = useState(0);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [list, setList] = useState<NotifyMessage[] | null>(null);

  const refresh = useCallback(() => {
    void messageApi.unreadCount().then(setCount, () => undefined);
  }, []);
  useEffect(refresh, [pathname, refresh]);
  useEffect(() => {
    const timer = window.setInterval(refresh, POLL_MS);
    window.addEventListener(MESSAGES_READ_EVENT, refresh);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener(MESSAGES_READ_EVENT, refresh);
    };
  }, [refresh]);

  const open = (target: HTMLElement) => {
    setAnchor(target);
    setList(null);
    void messageApi.unreadList().then(setList, () => setList([]));
  };
  const follow = (m: NotifyMessage, to: string) => {
    setAnchor(null);
    void messageApi.markRead([m.id]).then(announceRead, () => undefined);
    navigate(to);
  };
  const label = translate('app.message.bell');
  // The badge's number is text inside the button (MUI keeps an invisible "0" at zero), so the name says it too
  // (WCAG 2.5.3): 站内信 3 未读.
  const name = `${label} ${count > 99 ? '99+' : count} ${translate('app.message.unread')}`;
  return (
    <>
      <Tooltip title={label}>
        <IconButton size="small" aria-label={name} onClick={(e) => open(e.currentTarget)} data-testid="notify-bell">
          <Badge badgeContent={count} color="error" max={99} data-testid="notify-bell-count">
            <NotificationsNoneOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)} anchorEl={anchor} onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { width: 420, maxWidth: '90vw', p: 1.5 }, 'data-testid': 'notify-popover' } as object }}
      >
        {list === null ? null : list.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>{translate('app.message.noUnread')}</Typography>
        ) : (
          list.map((m) => (
            <Box key={m.id} sx={{ py: 1, borderBottom: '1px solid', borderColor: 'divider' }} data-testid="notify-popover-item">
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.5 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>{m.templateNickname}</Typography>
                <DictTag type="system_notify_template_type" value={m.templateType} />
                <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto' }}>{formatDate(m.createTime)}</Typography>
              </Box>
              <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>{m.templateContent}</Typography>
              {messageLink(m) && (
                <Button size="small" sx={{ mt: 0.5, px: 0.5, minWidth: 0 }} onClick={() => follow(m, messageLink(m)!)} data-testid="notify-popover-open">
                  {translate('app.message.open')}
                </Button>
              )}
            </Box>
          ))
        )}
        <Box sx={{ textAlign: 'right', mt: 1 }}>
          <Button
            variant="contained" size="small" data-testid="notify-view-all"
            onClick={() => {
              setAnchor(null);
              navigate(MY_MESSAGES_PATH);
            }}
          >
            {translate('app.message.viewAll')}
          </Button>
        </Box>
      </Popover>
    </>
  );
}
