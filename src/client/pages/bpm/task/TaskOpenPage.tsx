import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { MenuPageProps } from '../../../routes/types.ts';
import { instanceApi } from '../instance/instanceApi.ts';
import { useBpmRunText } from '../instance/useBpmRunText.ts';

/**
 * /bpm/task/open/:taskId — the link every task message carries (docs/inbox.md): resolves the task to the page where
 * it is done (the proposal's 审核 panel, the process's 通过 / 不通过) and goes there, replacing itself in the history
 * so 返回 leads back to where the user came from. A task that is gone or not the user's says so in words.
 */
export default function TaskOpenPage(_props: MenuPageProps) {
  const { t } = useBpmRunText();
  const { taskId = '' } = useParams();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setFailed(false);
    instanceApi.task(taskId).then(
      (task) => { if (live) navigate(task.business?.link ?? `/bpm/process-instance/detail?id=${task.processInstance.id}`, { replace: true }); },
      () => { if (live) setFailed(true); },
    );
    return () => { live = false; };
  }, [taskId, navigate]);

  if (failed) {
    return (
      <Box data-testid="task-open-failed" sx={{ maxWidth: 560 }}>
        <Alert severity="warning" sx={{ mb: 2 }}>{t('inbox.openFailed')}</Alert>
        <Button component={Link} to="/bpm/task/todo" variant="outlined">{t('inbox.backToTodo')}</Button>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4 }} data-testid="task-open">
      <CircularProgress size={20} />
      <Typography color="text.secondary">{t('inbox.opening')}</Typography>
    </Box>
  );
}
