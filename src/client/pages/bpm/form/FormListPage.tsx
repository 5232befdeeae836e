import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useCallback, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { formatDate, notifier } from '../../../api/index.ts';
import { HasPermi } from '../../../auth/index.ts';
import { useConfirm } from '../../../bpmn/panel/ui/useConfirm.tsx';
import { DEFAULT_PAGE_SIZE, Pagination } from '../../../components/index.ts';
import { DictTag } from '../../../dict/index.ts';
import type { MenuPageProps } from '../../../routes/types.ts';
import { formApi, type BpmForm, type FormQuery } from './formApi.ts';

const EDITOR = '/bpm/manager/form/edit';

/** /bpm/manager/form: the process forms; 新增 and 设计表单 open the designer, 复制 saves a copy, 删除 asks first. */
export default function FormListPage(_props: MenuPageProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.bpmForm.list.${key}`);
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [query, setQuery] = useState<FormQuery>({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [page, setPage] = useState<{ list: BpmForm[]; total: number }>({ list: [], total: 0 });
  const [dialog, confirm] = useConfirm();

  const load = useCallback(() => {
    formApi.page(query).then(setPage).catch(() => undefined);
  }, [query]);
  useEffect(load, [load]);

  const search = () => setQuery({ ...query, name, pageNo: 1 });
  const copy = async (row: BpmForm) => {
    const { id: _id, createTime: _created, ...form } = await formApi.get(row.id);
    await formApi.create({ ...form, name: `${form.name}${t('copySuffix')}`.slice(0, 64) });
    notifier.toast('success', t('copied'));
    load();
  };
  const remove = async (row: BpmForm) => {
    if (!(await confirm(t('deleteConfirm')))) return;
    await formApi.remove(row.id);
    notifier.toast('success', t('deleted'));
    load();
  };

  return (
    <Box sx={{ p: 2 }} data-testid="form-list-page">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2, alignItems: 'center' }}>
        <TextField size="small" sx={{ width: 220 }} label={t('name')} value={name} onChange={(e) => setName(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && search()} />
        <Button variant="contained" onClick={search}>{t('search')}</Button>
        <Button onClick={() => { setName(''); setQuery({ pageNo: 1, pageSize: query.pageSize }); }}>{t('reset')}</Button>
      </Box>
      <HasPermi value={['bpm:form:create']}>
        <Button variant="outlined" sx={{ mb: 1 }} onClick={() => navigate(EDITOR)} data-testid="form-create">{t('create')}</Button>
      </HasPermi>
      <TableContainer component={Paper} variant="outlined">
        <Table size="small" data-testid="form-table">
          <TableHead>
            <TableRow>
              <TableCell>{t('id')}</TableCell>
              <TableCell>{t('name')}</TableCell>
              <TableCell>{t('status')}</TableCell>
              <TableCell>{t('remark')}</TableCell>
              <TableCell>{t('createTime')}</TableCell>
              <TableCell>{translate('app.bpm.common.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {page.list.map((row) => (
              <TableRow key={row.id} data-testid={`form-row-${row.id}`}>
                <TableCell>{row.id}</TableCell>
                <TableCell>{row.name}</TableCell>
                <TableCell><DictTag type="common_status" value={row.status} /></TableCell>
                <TableCell>{row.remark}</TableCell>
                <TableCell>{row.createTime ? formatDate(row.createTime) : ''}</TableCell>
                <TableCell>
                  <HasPermi value={['bpm:form:update']}>
                    <Button size="small" onClick={() => navigate(`${EDITOR}?id=${row.id}`)} data-testid="form-design">{t('design')}</Button>
                  </HasPermi>
                  <HasPermi value={['bpm:form:create']}>
                    <Button size="small" onClick={() => void copy(row)} data-testid="form-copy">{t('copy')}</Button>
                  </HasPermi>
                  <HasPermi value={['bpm:form:delete']}>
                    <Button size="small" color="error" onClick={() => void remove(row)} data-testid="form-delete">{t('delete')}</Button>
                  </HasPermi>
                </TableCell>
              </TableRow>
            ))}
            {!page.list.length && (
              <TableRow><TableCell colSpan={6} align="center">{translate('app.bpm.common.empty')}</TableCell></TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <Pagination total={page.total} page={query.pageNo} pageSize={query.pageSize} onPageChange={(pageNo) => setQuery({ ...query, pageNo })} onPageSizeChange={(pageSize, pageNo) => setQuery({ ...query, pageSize, pageNo })} hideWhenEmpty />
      {dialog}
    </Box>
  );
}
