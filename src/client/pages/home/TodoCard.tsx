import PendingActionsOutlined from '@mui/icons-material/PendingActionsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDate } from '../../api/index.ts';
import { useHasPermi } from '../../auth/index.ts';
import { HomeCard } from './HomeCard.tsx';
import { HomeFigure } from './HomeFigure.tsx';
import { loadMySurveysTodo, loadMyTasks, loadMyTodo } from './homeApi.ts';
import { useLoader } from './useLoader.ts';

/**
 * 我的待办 on the home page (docs/inbox.md): how many things wait for this user — every open task and every survey
 * still to answer — and the first of them by name, each opening where it is done in one click: a staff member's
 * 审核 and 交办, a unit leader's 答复, a deputy's 评价 or returned proposal and surveys.
 */
export function TodoCard({ reloadKey }: { reloadKey: number }) {
  const translate = useTranslate();
  const tasks = useHasPermi(['bpm:task:query']);
  const surveys = useHasPermi(['renda:my-survey:query']);
  const state = useLoader(tasks && surveys ? loadMyTodo : tasks ? loadMyTasks : loadMySurveysTodo, reloadKey);
  return (
    <HomeCard testId="home-todo" title={translate('app.home.todoTitle')} icon={<PendingActionsOutlined color="primary" />} state={state}>
      {({ total, items }) => (
        <>
          <Box sx={{ mb: 1.5 }}>
            <HomeFigure value={total} label={translate('app.home.todoCount')} testId="home-todo-count" />
          </Box>
          {items.map((item) => (
            <Box key={item.key} sx={{ py: 0.5, display: 'flex', alignItems: 'baseline', gap: 1, minWidth: 0 }} data-testid="home-todo-task">
              {/* the item and its step are data: they stay as written in any language */}
              <Typography variant="body2" sx={{ flex: 'none', fontWeight: 600 }} data-i18n={item.step ? 'data' : undefined}>
                {item.step ?? translate('app.home.surveyStep')}
              </Typography>
              <MuiLink component={Link} to={item.link} underline="hover" variant="body2" noWrap sx={{ minWidth: 0 }} data-i18n="data">{item.title}</MuiLink>
              {item.deadline && (
                <Typography variant="caption" color="text.secondary" sx={{ flex: 'none', ml: 'auto' }}>{formatDate(item.deadline, 'MM-dd')}</Typography>
              )}
              {item.overdue && <Chip size="small" color="error" variant="outlined" label={translate('app.home.overdue')} sx={{ flex: 'none' }} />}
            </Box>
          ))}
          {total === 0 && <Typography variant="body2" color="text.secondary">{translate('app.home.todoNone')}</Typography>}
          {tasks && (
            <Button component={Link} to="/bpm/task/todo" size="small" sx={{ mt: 1 }} data-testid="home-todo-all">
              {translate('app.home.goTodo')}
            </Button>
          )}
        </>
      )}
    </HomeCard>
  );
}
