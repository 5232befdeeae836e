import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessage } from '../../api/index.ts';
import type { RowActionDialogProps } from '../../resources/extensions.ts';
import { absoluteUrl, fileApi } from './fileApi.ts';

/** 测试 on a 文件配置 row: the server stores a sample in that storage; the dialog shows its address or why not. */
export default function FileConfigTestDialog({ row, onClose }: RowActionDialogProps) {
  const translate = useTranslate();
  const [result, setResult] = useState<{ url: string } | { error: string } | null>(null);
  useEffect(() => {
    let live = true;
    fileApi.test(Number(row.id)).then(
      (url) => live && setResult({ url }),
      (e: unknown) => live && setResult({ error: errorMessage(e) }),
    );
    return () => {
      live = false;
    };
  }, [row.id]);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="file-config-test-dialog">
      <DialogTitle sx={{ fontSize: 18 }}>{translate('app.file.test')}</DialogTitle>
      <DialogContent>
        {!result && <><CircularProgress size={16} sx={{ mr: 1 }} />{translate('app.file.testing')}</>}
        {result && 'url' in result && (
          <Alert severity="success">
            {translate('app.file.testDone')}
            <Link href={result.url} target="_blank" rel="noopener" data-i18n="data" sx={{ wordBreak: 'break-all' }}>{absoluteUrl(result.url)}</Link>
          </Alert>
        )}
        {result && 'error' in result && <Alert severity="error"><span data-i18n="data">{translate('app.file.testFailed')}{translate('app.common.colon')}{result.error}</span></Alert>}
      </DialogContent>
      <DialogActions><Button onClick={onClose}>{translate('app.file.close')}</Button></DialogActions>
    </Dialog>
  );
}
