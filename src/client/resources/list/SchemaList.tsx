import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { ManifestResource } from '../../api/index.ts';
import { Pagination } from '../../components/index.ts';
import { ConfirmDialog } from '../../shell/ConfirmDialog.tsx';
import { FormDialog } from '../form/FormDialog.tsx';
import { useDeleteRecord, useExport } from '../hooks/useListActions.ts';
import { SchemaShow } from '../show/SchemaShow.tsx';
import { ListToolbar } from './ListToolbar.tsx';
import { ResultTable } from './ResultTable.tsx';
import { ExtraActionDialog, type OpenExtraAction } from './ExtraActionDialog.tsx';
import { SearchForm } from './SearchForm.tsx';
import { useRowActionItems } from './useRowActionItems.ts';
import { useSchemaList, type SchemaListOptions } from './useSchemaList.ts';

export interface SchemaListProps extends SchemaListOptions {
  resource: ManifestResource;
  /** Values a new record starts with (a dictionary's data page: its type). */
  createDefaults?: Record<string, unknown>;
  /** Shown above the search form. */
  header?: ReactNode;
}

/**
 * The generated list screen of a manifest resource (yudao's index.vue): search form, toolbar (新增, 导出, right
 * toolbar), table with 修改 / 删除 / 详情, pagination, and the form, details and delete-confirmation dialogs.
 */
export function SchemaList({ resource, fixedFilter, extraFilter, createDefaults, header }: SchemaListProps) {
  const translate = useTranslate();
  const c = useSchemaList(resource, { fixedFilter, extraFilter });
  const { list } = c;
  const { exporting, exportExcel } = useExport(resource);
  const refresh = () => void list.refetch();
  const { deleting, deleteRecord } = useDeleteRecord(resource, () => {
    c.setDeleting(null);
    refresh();
  });
  const closeDialog = () => c.setDialog(null);
  const [extra, setExtra] = useState<OpenExtraAction | null>(null);
  const rowActions = useRowActionItems(resource, c.extraActions, {
    onEdit: (r) => c.setDialog({ kind: 'edit', id: r.id }),
    onDelete: (r) => c.setDeleting(r),
    onShow: (r) => c.setDialog({ kind: 'show', id: r.id }),
    onOpenExtra: (action, row) => setExtra({ action, row }),
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }} data-testid={`schema-list-${resource.name}`}>
      {header}
      {c.showSearch && <SearchForm resource={resource} filters={c.filters} current={list.filterValues} onSearch={c.search} />}
      <ListToolbar
        resource={resource}
        onCreate={() => c.setDialog({ kind: 'create' })}
        onExport={() => exportExcel({ ...list.filterValues, ...c.fixedFilter }, list.sort)}
        exporting={exporting}
        showSearch={c.showSearch}
        onToggleSearch={c.toggleSearch}
        onRefresh={refresh}
        columns={c.columns}
        onToggleColumn={c.toggleColumn}
      />
      <ResultTable
        resource={resource}
        columns={c.visibleColumns}
        rows={list.data}
        loading={!!list.isFetching}
        sort={list.sort}
        onSort={c.sortBy}
        actionsWidth={c.actionsWidth}
        actions={c.hasRowActions ? rowActions : undefined}
      />
      <Box>
        <Pagination
          total={list.total ?? 0}
          totalCapped={Boolean(list.meta?.totalCapped)}
          page={list.page}
          pageSize={list.perPage}
          onPageChange={list.setPage}
          onPageSizeChange={(size, page) => {
            list.setPerPage(size);
            list.setPage(page);
          }}
        />
      </Box>
      {(c.dialog?.kind === 'create' || c.dialog?.kind === 'edit') && (
        <FormDialog
          resource={resource}
          mode={c.dialog.kind}
          id={c.dialog.kind === 'edit' ? c.dialog.id : undefined}
          defaults={createDefaults}
          locked={c.lockedFields}
          onClose={closeDialog}
          onSaved={() => {
            closeDialog();
            refresh();
          }}
        />
      )}
      <ExtraActionDialog
        resource={resource}
        open={extra}
        onClose={() => setExtra(null)}
        onDone={() => {
          setExtra(null);
          refresh();
        }}
      />
      {c.dialog?.kind === 'show' && <SchemaShow resource={resource} id={c.dialog.id} onClose={closeDialog} />}
      <ConfirmDialog
        open={!!c.deleting}
        title={translate('app.generated.confirmTitle')}
        message={translate('app.generated.deleteConfirm', { title: resource.title, id: c.deleting?.id ?? '' })}
        confirmLabel={translate('app.generated.confirm')}
        cancelLabel={translate('app.generated.cancel')}
        onConfirm={() => c.deleting && void deleteRecord(c.deleting)}
        onCancel={() => c.setDeleting(null)}
        busy={deleting}
        testId="delete-confirm"
      />
    </Paper>
  );
}
