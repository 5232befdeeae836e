import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { formatDate, notifier } from '../../../api/index.ts';
import { HasPermi } from '../../../auth/index.ts';
import { useConfirm } from '../../../bpmn/panel/ui/useConfirm.tsx';
import { DEFAULT_PAGE_SIZE, Pagination, RightToolbar } from '../../../components/index.ts';
import { DictTag } from '../../../dict/index.ts';
import { FilterSearchForm, ListFrame, listHeadSx, useListChrome, type SearchInput } from '../../../resources/index.ts';
import type { MenuPageProps } from '../../../routes/types.ts';
import { formApi, type BpmForm, type FormQuery } from './formApi.ts';

const EDITOR = '/bpm/manager/form/edit';

type Column = 'id' | 'name' | 'status' | 'remark' | 'createTime';
const COLUMNS: readonly Column[] = ['id', 'name', 'status', 'remark', 'createTime'];

/**
 * /bpm/manager/form: the process forms, in every list's frame; 新增 and 设计表单 open the designer, 复制 saves a copy,
 * 删除 asks first.
 */
export default function FormListPage(_props: MenuPageProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.bpmForm.list.${key}`);
  const navigate = useNavigate();
  const chrome = useListChrome('bpm.form', useMemo(() => COLUMNS.map((key) => ({ key, label: translate(`app.bpmForm.list.${key}`) })), [translate]));
  const inputs: SearchInput[] = useMemo(() => [{ filter: { field: 'name', op: 'like' }, property: { type: 'string', title: translate('app.bpmForm.list.name') } }], [translate]);
  const [query, setQuery] = useState<FormQuery>({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [page, setPage] = useState<{ list: BpmForm[]; total: number }>({ list: [], total: 0 });
  const [dialog, confirm] = useConfirm();

  const load = useCallback(() => {
    formApi.page(query).then(setPage).catch(() => undefined);
  }, [query]);
  useEffect(load, [load]);

  const search = (filter: Record<string, unknown>) => setQuery({ pageSize: query.pageSize, ...filter, pageNo: 1 });
  const columns = COLUMNS.filter(chrome.shown);
  const cell = (column: Column, row: BpmForm) => {
    switch (column) {
      case 'id': return <TableCell key={column}>{row.id}</TableCell>;
      case 'name': return <TableCell key={column}>{row.name}</TableCell>;
      case 'status': return <TableCell key={column}><DictTag type="common_status" value={row.status} /></TableCell>;
      case 'remark': return <TableCell key={column}>{row.remark}</TableCell>;
      case 'createTime': return <TableCell key={column}>{row.createTime ? formatDate(row.createTime) : ''}</TableCell>;
    }
  };
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
    <ListFrame testId="form-list-page">
      {chrome.showSearch && <FilterSearchForm inputs={inputs} current={query.name ? { name: query.name } : {}} onSearch={search} />}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <HasPermi value={['bpm:form:create']}>
          <Button variant="outlined" size="small" startIcon={<AddIcon />} onClick={() => navigate(EDITOR)} data-testid="form-create">{t('create')}</Button>
        </HasPermi>
        <RightToolbar showSearch={chrome.showSearch} onToggleSearch={chrome.toggleSearch} onRefresh={load} columns={chrome.columns} onToggleColumn={chrome.toggleColumn} />
      </Box>
      <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflowX: 'auto' }}>
        <Table size="small" data-testid="form-table">
          <TableHead>
            <TableRow>
              {columns.map((c) => <TableCell key={c} sx={listHeadSx}>{t(c)}</TableCell>)}
              <TableCell sx={listHeadSx}>{translate('app.bpm.common.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {page.list.map((row) => (
              <TableRow key={row.id} hover data-testid={`form-row-${row.id}`}>
                {columns.map((c) => cell(c, row))}
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
              <TableRow><TableCell colSpan={columns.length + 1} align="center" sx={{ py: 4, color: 'text.secondary' }}>{translate('app.bpm.common.empty')}</TableCell></TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <Pagination total={page.total} page={query.pageNo} pageSize={query.pageSize} onPageChange={(pageNo) => setQuery({ ...query, pageNo })} onPageSizeChange={(pageSize, pageNo) => setQuery({ ...query, pageSize, pageNo })} hideWhenEmpty />
      {dialog}
    </ListFrame>
  );
}
