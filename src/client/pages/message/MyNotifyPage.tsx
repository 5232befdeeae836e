import DoneAllIcon from '@mui/icons-material/DoneAll';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { formatDate } from '../../api/index.ts';
import { DataList, Pagination, type DataColumn, type ListAction } from '../../components/index.ts';
import { DictTag } from '../../dict/index.ts';
import { reportError } from '../../resources/hooks/useListActions.ts';
import { announceRead, messageApi, messageLink, type NotifyMessage } from './messageApi.ts';

type ReadFilter = '' | 'true' | 'false';

/**
 * 我的站内信 (yudao's views/system/notify/my): the signed-in user's messages, newest first, filtered by 是否已读;
 * 已读 on an unread row and 全部已读. Every read tells the bell (announceRead), so its count follows at once. A message
 * that names an item (a task, a proposal, a report) opens it with 查看详情, which reads it too. Cards on a phone.
 */
export default function MyNotifyPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [readStatus, setReadStatus] = useState<ReadFilter>('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [data, setData] = useState<{ list: NotifyMessage[]; total: number } | null>(null);

  const load = useCallback(() => {
    void messageApi.myPage({ pageNo: page, pageSize, ...(readStatus ? { readStatus: readStatus === 'true' } : {}) })
      .then(setData, (e: unknown) => reportError(e));
  }, [page, pageSize, readStatus]);
  // kept alive between visits: each visit lists what is there now (a message read from the bell or its item)
  const visit = useLocation().key;
  useEffect(load, [load, visit]);

  const markRead = async (ids: number[] | 'all') => {
    try {
      await (ids === 'all' ? messageApi.markAllRead() : messageApi.markRead(ids));
      announceRead();
      load();
    } catch (e) {
      reportError(e);
    }
  };

  const open = (m: NotifyMessage, to: string) => {
    if (!m.readStatus) void markRead([m.id]);
    navigate(to);
  };
  const columns: DataColumn<NotifyMessage>[] = [
    { key: 'sender', label: translate('app.message.sender'), width: 120, cell: (m) => m.templateNickname },
    { key: 'sentAt', label: translate('app.message.sentAt'), width: 170, cell: (m) => formatDate(m.createTime) },
    { key: 'type', label: translate('app.message.type'), width: 100, card: 'none', cell: (m) => <DictTag type="system_notify_template_type" value={m.templateType} /> },
    { key: 'content', label: translate('app.message.content'), card: 'title', wrap: true, cell: (m) => m.templateContent, cellProps: { 'data-i18n': 'data' } },
    { key: 'readStatus', label: translate('app.message.readStatus'), width: 90, card: 'status', cell: (m) => <DictTag type="infra_boolean_string" value={String(m.readStatus)} /> },
  ];
  const actions = (m: NotifyMessage): ListAction[] => {
    const to = messageLink(m);
    return [
      ...(to ? [{ key: 'open', label: translate('app.message.open'), onClick: () => open(m, to), testId: 'my-notify-open', primary: true }] : []),
      ...(!m.readStatus ? [{ key: 'read', label: translate('app.message.markRead'), onClick: () => void markRead([m.id]), testId: 'my-notify-read' }] : []),
    ];
  };

  return (
    <Box sx={{ p: { xs: 1.5, sm: 2.5 } }} data-testid="my-notify-page">
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
      <DataList
        columns={columns}
        rows={data?.list}
        rowKey={(m) => m.id}
        rowProps={(m) => ({ 'data-testid': 'my-notify-row', 'data-id': m.id })}
        actions={actions}
        actionsLabel={translate('app.message.actions')}
        actionsWidth={170}
        empty={translate('app.message.empty')}
        loading={!data}
      />
      <Pagination
        total={data?.total ?? 0} page={page} pageSize={pageSize} hideWhenEmpty
        onPageChange={setPage} onPageSizeChange={(size, p) => { setPageSize(size); setPage(p); }}
      />
    </Box>
  );
}
