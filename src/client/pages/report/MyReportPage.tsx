import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { formatDate, notifier } from '../../api/index.ts';
import { HasPermi, useHasPermi } from '../../auth/index.ts';
import { useConfirm } from '../../bpmn/panel/ui/useConfirm.tsx';
import { DataList, DEFAULT_PAGE_SIZE, Pagination, RightToolbar, type DataColumn, type ListAction } from '../../components/index.ts';
import { DictTag } from '../../dict/index.ts';
import { ListFrame } from '../../resources/index.ts';
import type { MenuPageProps } from '../../routes/types.ts';
import { previewRoute } from '../preview/storedFilePath.ts';
import { ReportFormDialog } from './ReportFormDialog.tsx';
import { REPORT_STATUS, reportApi, type Report } from './reportApi.ts';

const WRITE = ['renda:report:create'];

/**
 * 我的年度报告 (renda/report/my): the deputy's own reports with their status and the staff's opinion; 新增报告, and per
 * report 预览 (the Word document in /preview-report), 修改 and 提交 of a draft or returned one, 删除 of a draft.
 */
export default function MyReportPage(_props: MenuPageProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [dialog, confirm] = useConfirm();
  const [paging, setPaging] = useState({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [page, setPage] = useState<{ list: Report[]; total: number }>({ list: [], total: 0 });
  const [editing, setEditing] = useState<Report | 'new' | null>(null);
  const visit = useLocation().key;

  const reload = useCallback(() => {
    reportApi.myPage(paging).then(setPage).catch(() => undefined);
  }, [paging]);
  useEffect(reload, [reload, visit]);

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
  const t = (key: string) => translate(`app.report.${key}`);
  const canWrite = useHasPermi(WRITE);
  const columns: DataColumn<Report>[] = [
    { key: 'title', label: t('title'), card: 'title', wrap: true, cell: (row) => row.title, cellProps: { 'data-i18n': 'data' } },
    { key: 'year', label: t('year'), cell: (row) => <DictTag type="renda_annual_type" value={row.year} /> },
    { key: 'dutiesType', label: t('dutiesType'), cell: (row) => <DictTag type="renda_report_duties_type" value={row.dutiesType} /> },
    { key: 'file', label: t('file'), wrap: true, card: 'none', cell: (row) => row.fileName, cellProps: { 'data-i18n': 'data' } },
    { key: 'status', label: t('status'), card: 'status', cell: (row) => <DictTag type="renda_report_status" value={row.status} />, cellProps: { 'data-testid': 'row-status' } },
    { key: 'opinion', label: t('opinion'), wrap: true, cell: (row) => row.opinion ?? '', cellProps: { 'data-i18n': 'data', 'data-testid': 'row-opinion' } },
    { key: 'submitTime', label: t('submitTime'), cell: (row) => (row.submitTime ? formatDate(row.submitTime) : '') },
  ];
  const actions = (row: Report): ListAction[] => {
    const editable = canWrite && (row.status === REPORT_STATUS.DRAFT || row.status === REPORT_STATUS.RETURNED);
    const preview = previewRoute({ url: row.fileUrl, name: row.fileName });
    return [
      ...(preview ? [{ key: 'preview', label: t('preview'), onClick: () => navigate(preview), testId: 'row-preview' }] : []),
      ...(editable ? [
        { key: 'edit', label: t('edit'), onClick: () => setEditing(row), testId: 'row-edit' },
        {
          key: 'submit', label: t('submit'), color: 'success' as const, primary: true, testId: 'row-submit',
          onClick: () => void act(translate('app.report.submitConfirm', { title: row.title }), () => reportApi.submit(row.id), t('submitted')),
        },
      ] : []),
      ...(canWrite && row.status === REPORT_STATUS.DRAFT ? [{
        key: 'delete', label: t('delete'), color: 'error' as const, testId: 'row-delete',
        onClick: () => void act(translate('app.report.deleteConfirm', { title: row.title }), () => reportApi.remove(row.id), t('deleted')),
      }] : []),
    ];
  };

  return (
    <ListFrame testId="my-report">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <HasPermi value={WRITE}>
          <Button variant="outlined" size="small" startIcon={<AddIcon />} onClick={() => setEditing('new')} data-testid="my-report-create">{t('create')}</Button>
        </HasPermi>
        <RightToolbar onRefresh={reload} />
      </Box>
      <DataList
        columns={columns}
        rows={page.list}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ 'data-testid': `my-report-row-${row.id}` })}
        actions={actions}
        actionsLabel={t('actions')}
        empty={t('empty')}
      />
      <Pagination total={page.total} page={paging.pageNo} pageSize={paging.pageSize} onPageChange={(pageNo) => setPaging({ ...paging, pageNo })}
        onPageSizeChange={(pageSize, pageNo) => setPaging({ pageSize, pageNo })} hideWhenEmpty />
      {editing && (
        <ReportFormDialog report={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={() => { setEditing(null); reload(); }} />
      )}
      {dialog}
    </ListFrame>
  );
}
