import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage, notifier } from '../../api/index.ts';
import { useConfirm } from '../../bpmn/panel/ui/useConfirm.tsx';
import type { RowActionDialogProps } from '../../resources/extensions.ts';
import { previewRoute } from '../preview/storedFilePath.ts';
import { reportApi } from './reportApi.ts';

/**
 * 审核 on a submitted report of the staff list: 通过, or 退回修改 with an opinion the deputy reads — which asks first,
 * saying what follows.
 */
export default function ReportReviewDialog({ row, onClose, onDone }: RowActionDialogProps) {
  const translate = useTranslate();
  const [opinion, setOpinion] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [dialog, confirm] = useConfirm();
  const preview = previewRoute({ url: String(row.fileUrl), name: String(row.fileName) });

  const decide = async (decision: 'approve' | 'return') => {
    if (decision === 'return' && !opinion.trim()) {
      setProblem(translate('app.report.opinionRequired'));
      return;
    }
    if (decision === 'return' && !(await confirm(translate('app.report.returnConfirm'), { title: translate('app.report.returnTitle'), confirmLabel: translate('app.report.returnOk') }))) return;
    setBusy(true);
    try {
      await reportApi.review(Number(row.id), decision, opinion.trim());
      notifier.toast('success', translate(decision === 'return' ? 'app.report.returned' : 'app.report.approved'));
      onDone();
    } catch (e) {
      setProblem(errorMessage(e));
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="report-review">
      <DialogTitle>{translate('app.report.review')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography data-i18n="data">{`${String(row.deputyName ?? '')}${translate('app.common.colon')}${String(row.title)}`}</Typography>
        {preview && <Link component={RouterLink} to={preview} data-testid="report-review-preview">{translate('app.report.preview')}{translate('app.common.colon')}<span data-i18n="data">{String(row.fileName)}</span></Link>}
        <TextField label={translate('app.report.opinion')} multiline minRows={3} value={opinion} onChange={(e) => setOpinion(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 500 } }} data-testid="report-review-opinion" />
        {problem && <Alert severity="error">{problem}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('app.report.cancel')}</Button>
        <Button color="warning" variant="outlined" disabled={busy} onClick={() => void decide('return')} data-testid="report-review-return">{translate('app.report.return')}</Button>
        <Button color="success" variant="contained" disabled={busy} onClick={() => void decide('approve')} data-testid="report-review-approve">{translate('app.report.approve')}</Button>
      </DialogActions>
      {dialog}
    </Dialog>
  );
}
