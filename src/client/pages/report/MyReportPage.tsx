import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { formatDate, notifier } from '../../api/index.ts';
import { HasPermi } from '../../auth/index.ts';
import { useConfirm } from '../../bpmn/panel/ui/useConfirm.tsx';
import { DEFAULT_PAGE_SIZE, Pagination, RightToolbar } from '../../components/index.ts';
import { DictTag } from '../../dict/index.ts';
import { ListFrame, listHeadSx } from '../../resources/index.ts';
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

  return (
    <ListFrame testId="my-report">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <HasPermi value={WRITE}>
          <Button variant="outlined" size="small" startIcon={<AddIcon />} onClick={() => setEditing('new')} data-testid="my-report-create">{t('create')}</Button>
        </HasPermi>
        <RightToolbar onRefresh={reload} />
      </Box>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflowX: 'auto' }}>
        <Table size="small" sx={{ '& th, & td': { whiteSpace: 'nowrap' }, '& td.wrap': { whiteSpace: 'normal', minWidth: 160 } }}>
          <TableHead>
            <TableRow>
              {['year', 'dutiesType', 'title', 'file', 'status', 'opinion', 'submitTime', 'actions'].map((k) => <TableCell key={k} sx={listHeadSx}>{t(k)}</TableCell>)}
            </TableRow>
          </TableHead>
          <TableBody>
            {page.list.map((row) => {
              const editable = row.status === REPORT_STATUS.DRAFT || row.status === REPORT_STATUS.RETURNED;
              const preview = previewRoute({ url: row.fileUrl, name: row.fileName });
              return (
                <TableRow key={row.id} hover data-testid={`my-report-row-${row.id}`}>
                  <TableCell><DictTag type="renda_annual_type" value={row.year} /></TableCell>
                  <TableCell><DictTag type="renda_report_duties_type" value={row.dutiesType} /></TableCell>
                  <TableCell className="wrap" data-i18n="data">{row.title}</TableCell>
                  <TableCell data-i18n="data">{row.fileName}</TableCell>
                  <TableCell data-testid="row-status"><DictTag type="renda_report_status" value={row.status} /></TableCell>
                  <TableCell className="wrap" data-i18n="data" data-testid="row-opinion">{row.opinion ?? ''}</TableCell>
                  <TableCell>{row.submitTime ? formatDate(row.submitTime) : ''}</TableCell>
                  <TableCell>
                    {preview && <Button size="small" onClick={() => navigate(preview)} data-testid="row-preview">{t('preview')}</Button>}
                    {editable && (
                      <HasPermi value={WRITE}>
                        <Button size="small" onClick={() => setEditing(row)} data-testid="row-edit">{translate('app.report.edit')}</Button>
                        <Button size="small" color="success" data-testid="row-submit"
                          onClick={() => void act(translate('app.report.submitConfirm', { title: row.title }), () => reportApi.submit(row.id), t('submitted'))}>
                          {t('submit')}
                        </Button>
                      </HasPermi>
                    )}
                    {row.status === REPORT_STATUS.DRAFT && (
                      <HasPermi value={WRITE}>
                        <Button size="small" color="error" data-testid="row-delete"
                          onClick={() => void act(translate('app.report.deleteConfirm', { title: row.title }), () => reportApi.remove(row.id), t('deleted'))}>
                          {t('delete')}
                        </Button>
                      </HasPermi>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
            {!page.list.length && <TableRow><TableCell colSpan={8} align="center" sx={{ py: 4, color: 'text.secondary' }}>{t('empty')}</TableCell></TableRow>}
          </TableBody>
        </Table>
      </TableContainer>
      <Pagination total={page.total} page={paging.pageNo} pageSize={paging.pageSize} onPageChange={(pageNo) => setPaging({ ...paging, pageNo })}
        onPageSizeChange={(pageSize, pageNo) => setPaging({ pageSize, pageNo })} hideWhenEmpty />
      {editing && (
        <ReportFormDialog report={editing === 'new' ? null : editing} onClose={() => setEditing(null)} onSaved={() => { setEditing(null); reload(); }} />
      )}
      {dialog}
    </ListFrame>
  );
}
