import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { HomeCard } from './HomeCard.tsx';
import { HomeFigure } from './HomeFigure.tsx';
import { loadMyTodo } from './homeApi.ts';
import { useLoader } from './useLoader.ts';

/**
 * 待办任务 on the home page: what waits for this user's decision (a unit's replies, the staff's reviews, a deputy's
 * evaluation or returned proposal), each opening its process, and the way to the whole to-do list.
 */
export function TodoCard({ reloadKey }: { reloadKey: number }) {
  const translate = useTranslate();
  const state = useLoader(loadMyTodo, reloadKey);
  return (
    <HomeCard testId="home-todo" title={translate('app.home.todoTitle')} icon={<PendingActionsOutlined color="primary" />} state={state}>
      {({ total, tasks }) => (
        <>
          <Box sx={{ mb: 1.5 }}>
            <HomeFigure value={total} label={translate('app.home.todoCount')} testId="home-todo-count" />
          </Box>
          {tasks.map((task) => (
            // the step, the process and who started it are data: they stay as written in any language
            <Typography key={task.id} variant="body2" noWrap sx={{ py: 0.25 }} data-i18n="data" data-testid="home-todo-task">
              · <MuiLink component={Link} to={`/bpm/process-instance/detail?id=${task.processInstance.id}`} underline="hover">{task.name}</MuiLink>
              {' · '}{task.processInstance.name}{task.processInstance.startUserNickname ? ` · ${task.processInstance.startUserNickname}` : ''}
            </Typography>
          ))}
          {total === 0 && <Typography variant="body2" color="text.secondary">{translate('app.home.todoNone')}</Typography>}
          <Button component={Link} to="/bpm/task/todo" size="small" sx={{ mt: 1 }} data-testid="home-todo-all">
            {translate('app.home.goTodo')}
          </Button>
        </>
      )}
    </HomeCard>
  );
}
