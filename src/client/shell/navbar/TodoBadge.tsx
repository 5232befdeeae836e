import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { useHasPermi } from '../../auth/index.ts';
import { instanceApi } from '../../pages/bpm/instance/instanceApi.ts';

/** How often the count is asked for while the page stays open (as the bell asks for its unread count). */
const POLL_MS = 60_000;

/**
 * The open-task count in the navbar (issue 33): beside the bell, on every page, asked for on each page change (a task
 * just done lowers it) and every minute; a click opens 待办任务. Only for whoever has tasks to see.
 */
export function TodoBadge() {
  const allowed = useHasPermi(['bpm:task:query']);
  return allowed ? <OpenTaskCount /> : null;
}

function OpenTaskCount() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const [count, setCount] = useState(0);
  const refresh = useCallback(() => {
    // the total of a one-row page: the todo page's own count, so the badge and the list never disagree
    void instanceApi.todoPage({ pageNo: 1, pageSize: 1 }).then((page) => setCount(page.total), () => undefined);
  }, []);
  useEffect(refresh, [pathname, refresh]);
  useEffect(() => {
    const timer = window.setInterval(refresh, POLL_MS);
    return () => window.clearInterval(timer);
  }, [refresh]);
  const label = translate('app.bpmRun.inbox.badge');
  // the number is said in the name too (WCAG 2.5.3), as the bell does: 待办任务 3
  return (
    <Tooltip title={label}>
      <IconButton size="small" component={Link} to="/bpm/task/todo" aria-label={`${label} ${count > 99 ? '99+' : count}`} data-testid="navbar-todo">
        <Badge badgeContent={count} color="error" max={99} data-testid="navbar-todo-count">
          <PendingActionsOutlined />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
