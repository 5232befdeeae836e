import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { formatDate, notifier } from '../../api/index.ts';
import { HasPermi, useHasPermi } from '../../auth/index.ts';
import { useConfirm } from '../../bpmn/panel/ui/useConfirm.tsx';
import { DataList, DEFAULT_PAGE_SIZE, Pagination, RightToolbar, type DataColumn, type ListAction } from '../../components/index.ts';
import { DictTag, useDict } from '../../dict/index.ts';
import { ListFrame } from '../../resources/index.ts';
import { DutyDetailDialog } from './DutyDetailDialog.tsx';
import { DutyFormDialog } from './DutyFormDialog.tsx';
import { DUTY_STATUS, dutyRegisterApi, type DutyRegister } from './dutyRegisterApi.ts';

const WRITE = ['renda:duty-register:create'];
const REVIEW = ['renda:duty-register:review'];

/**
 * 履职登记 (mine: the deputy's own, 新增 / 修改 / 删除 while not approved) and 履职登记审核 (the staff's: every deputy's,
 * pending first, 审核 in the detail). `?id=` — the link of the messages — opens that registration at once.
 */
export function DutyRegisterList({ mine }: { mine: boolean }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.duty.${key}`, options);
  const [dialog, confirm] = useConfirm();
  const location = useLocation();
  const navigate = useNavigate();
  const statuses = useDict('renda_duty_register_status');
  const [status, setStatus] = useState<string>(mine ? '' : String(DUTY_STATUS.PENDING));
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [page, setPage] = useState<{ list: DutyRegister[]; total: number }>({ list: [], total: 0 });
  const [editing, setEditing] = useState<DutyRegister | 'new' | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const canWrite = useHasPermi(WRITE);
  const canReview = useHasPermi(REVIEW);

  const reload = useCallback(() => {
    const query = { ...paging, ...(status !== '' ? { status } : {}) };
    (mine ? dutyRegisterApi.myPage(query) : dutyRegisterApi.page(query)).then(setPage).catch(() => undefined);
  }, [paging, status, mine]);
  useEffect(reload, [reload, location.key]);
  // a message's link: /renda/my-duty-register?id=12 opens registration 12
  useEffect(() => {
    const id = Number(new URLSearchParams(location.search).get('id'));
    if (id > 0) setViewing(id);
  }, [location.search]);
  const closeView = () => {
    setViewing(null);
    if (location.search) navigate(location.pathname, { replace: true });
  };

  const act = async (message: string, run: () => Promise<unknown>, done: string) => {
    if (!(await confirm(message))) return;
    try {
      await run();
      notifier.toast('success', done);
      reload();
    } catch {
      // the http client has shown the server's refusal
    }
  };

  const columns: DataColumn<DutyRegister>[] = [
    { key: 'title', label: t('title'), card: 'title', wrap: true, cell: (row) => row.title, cellProps: { 'data-i18n': 'data' } },
    { key: 'status', label: t('status'), card: 'status', cell: (row) => <DictTag type="renda_duty_register_status" value={row.status} />, cellProps: { 'data-testid': 'row-status' } },
    ...(mine ? [] : [{ key: 'deputyName', label: t('deputy'), cell: (row: DutyRegister) => row.deputyName ?? '', cellProps: { 'data-i18n': 'data' } }]),
    { key: 'dutyType', label: t('dutyType'), cell: (row) => <DictTag type="renda_activity_type" value={row.dutyType} /> },
    { key: 'dutyDate', label: t('dutyDate'), cell: (row) => formatDate(row.dutyDate, 'yyyy-MM-dd') },
    { key: 'address', label: t('address'), wrap: true, card: mine ? 'fact' : 'none', cell: (row) => row.address, cellProps: { 'data-i18n': 'data' } },
    { key: 'reason', label: t('reason'), wrap: true, card: 'none', cell: (row) => row.reason ?? '', cellProps: { 'data-i18n': 'data' } },
  ];
  const actions = (row: DutyRegister): ListAction[] => {
    const editable = mine && canWrite && row.status !== DUTY_STATUS.APPROVED;
    return [
      { key: 'view', label: t(!mine && canReview && row.status === DUTY_STATUS.PENDING ? 'review' : 'view'), primary: true, onClick: () => setViewing(row.id), testId: 'row-view' },
      ...(editable ? [
        { key: 'edit', label: t(row.status === DUTY_STATUS.RETURNED ? 'resubmit' : 'edit'), onClick: () => setEditing(row), testId: 'row-edit' },
        {
          key: 'delete', label: t('delete'), color: 'error' as const, testId: 'row-delete',
          onClick: () => void act(t('deleteConfirm', { title: row.title }), () => dutyRegisterApi.remove(row.id), t('deleted')),
        },
      ] : []),
    ];
  };

  return (
    <ListFrame testId={mine ? 'my-duty-register' : 'duty-register'}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        {mine && (
          <HasPermi value={WRITE}>
            <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing('new')} sx={{ minHeight: 44 }} data-testid="duty-create">{t('create')}</Button>
          </HasPermi>
        )}
        <TextField select size="small" label={t('status')} value={status} onChange={(e) => { setStatus(e.target.value); setPaging({ ...paging, pageNo: 1 }); }}
          sx={{ width: { xs: '100%', sm: 200 } }} data-testid="duty-status-filter">
          <MenuItem value="">{t('allStatuses')}</MenuItem>
          {statuses.map((s) => <MenuItem key={s.value} value={s.value}>{s.label}</MenuItem>)}
        </TextField>
        <RightToolbar onRefresh={reload} />
      </Box>
      <DataList
        columns={columns}
        rows={page.list}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ 'data-testid': `duty-row-${row.id}` })}
        actions={actions}
        actionsLabel={t('actions')}
        empty={t('empty')}
      />
      <Pagination total={page.total} page={paging.pageNo} pageSize={paging.pageSize} onPageChange={(pageNo) => setPaging({ ...paging, pageNo })}
        onPageSizeChange={(pageSize, pageNo) => setPaging({ pageSize, pageNo })} hideWhenEmpty />
      {editing && <DutyFormDialog duty={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={() => { setEditing(null); reload(); }} />}
      {viewing !== null && (
        <DutyDetailDialog id={viewing} review={!mine && canReview} onClose={closeView} onDone={() => { closeView(); reload(); }} />
      )}
      {dialog}
    </ListFrame>
  );
}
