import DoneAllIcon from '@mui/icons-material/DoneAll';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatDate } from '../../api/index.ts';
import { Pagination } from '../../components/index.ts';
import { DictTag } from '../../dict/index.ts';
import { reportError } from '../../resources/hooks/useListActions.ts';
import { announceRead, messageApi, type NotifyMessage } from './messageApi.ts';

type ReadFilter = '' | 'true' | 'false';

/**
 * 我的站内信 (yudao's views/system/notify/my): the signed-in user's messages, newest first, filtered by 是否已读;
 * 已读 on an unread row and 全部已读. Every read tells the bell (announceRead), so its count follows at once.
 */
export default function MyNotifyPage() {
  const translate = useTranslate();
  const [readStatus, setReadStatus] = useState<ReadFilter>('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [data, setData] = useState<{ list: NotifyMessage[]; total: number } | null>(null);

  const load = useCallback(() => {
    void messageApi.myPage({ pageNo: page, pageSize, ...(readStatus ? { readStatus: readStatus === 'true' } : {}) })
      .then(setData, (e: unknown) => reportError(e));
  }, [page, pageSize, readStatus]);
  useEffect(load, [load]);

  const markRead = async (ids: number[] | 'all') => {
    try {
      await (ids === 'all' ? messageApi.markAllRead() : messageApi.markRead(ids));
      announceRead();
      load();
    } catch (e) {
      reportError(e);
    }
  };

  return (
    <Box sx={{ p: 2.5 }} data-testid="my-notify-page">
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', mb: 1.5, flexWrap: 'wrap' }}>
        <TextField
          select size="small" label={translate('app.message.readStatus')} value={readStatus} sx={{ width: 180 }}
          onChange={(e) => { setReadStatus(e.target.value as ReadFilter); setPage(1); }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': 'my-notify-read-filter' } as object } }}
        >
          <MenuItem value="">{translate('app.message.all')}</MenuItem>
          <MenuItem value="false">{translate('app.message.unread')}</MenuItem>
          <MenuItem value="true">{translate('app.message.read')}</MenuItem>
        </TextField>
        <Button variant="outlined" size="small" startIcon={<DoneAllIcon />} onClick={() => void markRead('all')} data-testid="my-notify-all-read">
          {translate('app.message.allRead')}
        </Button>
      </Box>
      <Paper variant="outlined">
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell sx={{ width: 120 }}>{translate('app.message.sender')}</TableCell>
              <TableCell sx={{ width: 170 }}>{translate('app.message.sentAt')}</TableCell>
              <TableCell sx={{ width: 100 }}>{translate('app.message.type')}</TableCell>
              <TableCell>{translate('app.message.content')}</TableCell>
              <TableCell sx={{ width: 90 }}>{translate('app.message.readStatus')}</TableCell>
              <TableCell sx={{ width: 90 }}>{translate('app.message.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data?.list.map((m) => (
              <TableRow key={m.id} data-testid="my-notify-row">
                <TableCell>{m.templateNickname}</TableCell>
                <TableCell>{formatDate(m.createTime)}</TableCell>
                <TableCell><DictTag type="system_notify_template_type" value={m.templateType} /></TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>{m.templateContent}</TableCell>
                <TableCell><DictTag type="infra_boolean_string" value={String(m.readStatus)} /></TableCell>
                <TableCell>
                  {!m.readStatus && (
                    <Button size="small" onClick={() => void markRead([m.id])} data-testid="my-notify-read">{translate('app.message.markRead')}</Button>
                  )}
                </TableCell>
              </TableRow>
            ))}
            {data && data.list.length === 0 && (
              <TableRow><TableCell colSpan={6} sx={{ textAlign: 'center', color: 'text.secondary' }}>{translate('app.message.empty')}</TableCell></TableRow>
            )}
          </TableBody>
        </Table>
      </Paper>
      <Pagination
        total={data?.total ?? 0} page={page} pageSize={pageSize} hideWhenEmpty
        onPageChange={setPage} onPageSizeChange={(size, p) => { setPageSize(size); setPage(p); }}
      />
    </Box>
  );
}
