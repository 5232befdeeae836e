import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { formatDate, notifier } from '../../../api/index.ts';
import { HasPermi, useHasPermi } from '../../../auth/index.ts';
import { useConfirm } from '../../../bpmn/panel/ui/useConfirm.tsx';
import { DataList, DEFAULT_PAGE_SIZE, Pagination, RightToolbar, type DataColumn, type ListAction } from '../../../components/index.ts';
import { DictTag } from '../../../dict/index.ts';
import { FilterSearchForm, ListFrame, useListChrome, type SearchInput } from '../../../resources/index.ts';
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
  const column: Record<Column, DataColumn<BpmForm>> = {
    id: { key: 'id', label: t('id'), card: 'none', cell: (row) => row.id },
    name: { key: 'name', label: t('name'), card: 'title', cell: (row) => row.name },
    status: { key: 'status', label: t('status'), card: 'status', cell: (row) => <DictTag type="common_status" value={row.status} /> },
    remark: { key: 'remark', label: t('remark'), wrap: true, cell: (row) => row.remark },
    createTime: { key: 'createTime', label: t('createTime'), cell: (row) => (row.createTime ? formatDate(row.createTime) : '') },
  };
  const columns = COLUMNS.filter(chrome.shown).map((c) => column[c]);
  const [canUpdate, canCreate, canDelete] = [useHasPermi(['bpm:form:update']), useHasPermi(['bpm:form:create']), useHasPermi(['bpm:form:delete'])];
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

  const actions = (row: BpmForm): ListAction[] => [
    ...(canUpdate ? [{ key: 'design', label: t('design'), onClick: () => navigate(`${EDITOR}?id=${row.id}`), testId: 'form-design' }] : []),
    ...(canCreate ? [{ key: 'copy', label: t('copy'), onClick: () => void copy(row), testId: 'form-copy' }] : []),
    ...(canDelete ? [{ key: 'delete', label: t('delete'), color: 'error' as const, onClick: () => void remove(row), testId: 'form-delete' }] : []),
  ];

  return (
    <ListFrame testId="form-list-page">
      {chrome.showSearch && <FilterSearchForm inputs={inputs} current={query.name ? { name: query.name } : {}} onSearch={search} />}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <HasPermi value={['bpm:form:create']}>
          <Button variant="outlined" size="small" startIcon={<AddIcon />} onClick={() => navigate(EDITOR)} data-testid="form-create">{t('create')}</Button>
        </HasPermi>
        <RightToolbar showSearch={chrome.showSearch} onToggleSearch={chrome.toggleSearch} onRefresh={load} columns={chrome.columns} onToggleColumn={chrome.toggleColumn} />
      </Box>
      <DataList
        columns={columns}
        rows={page.list}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ 'data-testid': `form-row-${row.id}` })}
        actions={actions}
        actionsLabel={translate('app.bpm.common.actions')}
        empty={translate('app.bpm.common.empty')}
        testId="form-table"
      />
      <Pagination total={page.total} page={query.pageNo} pageSize={query.pageSize} onPageChange={(pageNo) => setQuery({ ...query, pageNo })} onPageSizeChange={(pageSize, pageNo) => setQuery({ ...query, pageSize, pageNo })} hideWhenEmpty />
      {dialog}
    </ListFrame>
  );
}
