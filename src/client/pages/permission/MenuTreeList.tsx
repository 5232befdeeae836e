import AddIcon from '@mui/icons-material/Add';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import RefreshIcon from '@mui/icons-material/Refresh';
import UnfoldIcon from '@mui/icons-material/UnfoldMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslate, type Identifier, type RaRecord } from 'react-admin';
import { http, operationRequest, type ManifestResource } from '../../api/index.ts';
import { useRowActions } from '../../resources/extensions.ts';
import { FormDialog } from '../../resources/form/FormDialog.tsx';
import { Guarded } from '../../resources/Guarded.tsx';
import { ROW_OPERATIONS, useAllowedOps } from '../../resources/hooks/useAllowed.ts';
import { reportError, useDeleteRecord } from '../../resources/hooks/useListActions.ts';
import { actionsColumnWidth } from '../../resources/fields.ts';
import { ResultTable } from '../../resources/list/ResultTable.tsx';
import { ExtraActionDialog, type OpenExtraAction } from '../../resources/list/ExtraActionDialog.tsx';
import { useRowActionItems } from '../../resources/list/useRowActionItems.ts';
import { SchemaShow } from '../../resources/show/SchemaShow.tsx';
import { ConfirmDialog } from '../../shell/ConfirmDialog.tsx';
import { buildTree, flatten, parentIds, type TreeNode } from './menuTree.ts';

type MenuRow = RaRecord & { id: number; parentId: number; sort?: number };
type Dialog = { kind: 'create' | 'edit' | 'show'; id?: Identifier } | null;
const NO_SORT = { field: '', order: 'ASC' as const };
const WIDTHS = { name: 240 };

/** Siblings in 显示排序 order, then by id. */
const bySort = (a: MenuRow, b: MenuRow) => Number(a.sort ?? 0) - Number(b.sort ?? 0) || a.id - b.id;

/** The visible rows of the tree: a node's children follow it while it is expanded. */
export function visibleRows(tree: readonly TreeNode<MenuRow>[], expanded: ReadonlySet<number>): Array<{ node: TreeNode<MenuRow>; depth: number }> {
  const out: Array<{ node: TreeNode<MenuRow>; depth: number }> = [];
  const walk = (nodes: readonly TreeNode<MenuRow>[], depth: number) => {
    for (const node of nodes) {
      out.push({ node, depth });
      if (expanded.has(node.id)) walk(node.children, depth + 1);
    }
  };
  walk(tree, 0);
  return out;
}

/**
 * 菜单管理 and 部门管理 as a tree table (yudao's menu and dept index.vue): the resource's flat list (its `list`
 * endpoint) nested on the client by parentId, rows indented under an expand arrow; 新增 / 修改 / 删除 / 详情 are the
 * generated form, details and confirmation.
 */
export default function MenuTreeList({ resource }: { resource: ManifestResource }) {
  const translate = useTranslate();
  const [rows, setRows] = useState<MenuRow[] | null>(null);
  const [loading, setLoading] = useState(false);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const [deleting, setDeleting] = useState<RaRecord | null>(null);
  const refresh = useCallback(() => {
    setLoading(true);
    http.request<MenuRow[]>(operationRequest(resource, 'list'))
      .then((list) => setRows([...list].sort(bySort)))
      .catch(reportError)
      .finally(() => setLoading(false));
  }, [resource]);
  useEffect(refresh, [refresh]);
  const { deleting: busy, deleteRecord } = useDeleteRecord(resource, () => {
    setDeleting(null);
    refresh();
  });
  const tree = useMemo(() => buildTree(rows ?? []), [rows]);
  const shown = useMemo(() => visibleRows(tree, expanded), [tree, expanded]);
  const depth = useMemo(() => new Map(shown.map((r) => [r.node.id, r.depth])), [shown]);
  const byId = useMemo(() => new Map(flatten(tree).map((n) => [n.id, n])), [tree]);
  const columns = resource.list.columns.filter((c) => c !== 'id' && c in resource.jsonSchema.properties);
  const ops = useAllowedOps(resource, ROW_OPERATIONS);
  const extra = useRowActions(resource.name);
  const [extraOpen, setExtraOpen] = useState<OpenExtraAction | null>(null);
  const rowActions = useRowActionItems(resource, extra, {
    onEdit: (r) => setDialog({ kind: 'edit', id: r.id }),
    onDelete: setDeleting,
    onShow: (r) => setDialog({ kind: 'show', id: r.id }),
    onOpenExtra: (action, row) => setExtraOpen({ action, row }),
  });
  const all = parentIds(tree);
  const toggle = (id: number) => setExpanded((e) => { const next = new Set(e); if (next.has(id)) next.delete(id); else next.add(id); return next; });

  const nameCell = (row: RaRecord) => {
    const node = byId.get(Number(row.id));
    const open = expanded.has(Number(row.id));
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', pl: (depth.get(Number(row.id)) ?? 0) * 2.5, textAlign: 'left' }}>
        {node && node.children.length > 0 ? (
          <IconButton size="small" sx={{ p: 0.25 }} onClick={() => toggle(node.id)} aria-label={open ? 'collapse' : 'expand'} data-testid="tree-toggle">
            {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
          </IconButton>
        ) : (
          <Box sx={{ width: 26, flexShrink: 0 }} />
        )}
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{String(row.name ?? '')}</Box>
      </Box>
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }} data-testid={`schema-list-${resource.name}`}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }} data-testid="list-toolbar">
        <Guarded resource={resource} op="create">
          <Button variant="outlined" size="small" startIcon={<AddIcon />} onClick={() => setDialog({ kind: 'create' })} data-testid="toolbar-create">
            {translate('app.generated.add')}
          </Button>
        </Guarded>
        <Button variant="outlined" color="info" size="small" startIcon={<UnfoldIcon />} onClick={() => setExpanded(new Set(all.every((id) => expanded.has(id)) ? [] : all))} data-testid="tree-expand-all">
          {translate('app.permission.expand')}
        </Button>
        <Box sx={{ flex: 1 }} />
        <IconButton size="small" onClick={refresh} aria-label={translate('app.common.refresh')} data-testid="toolbar-refresh">
          <RefreshIcon fontSize="small" />
        </IconButton>
      </Box>
      <ResultTable
        resource={resource}
        columns={columns}
        rows={shown.map((r) => r.node)}
        loading={loading}
        sort={NO_SORT}
        onSort={() => undefined}
        widths={WIDTHS}
        renderCell={(field, row) => (field === 'name' ? nameCell(row) : undefined)}
        actionsWidth={actionsColumnWidth(ops.length) + 80 * extra.length}
        actions={ops.length + extra.length > 0 ? rowActions : undefined}
      />
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <FormDialog resource={resource} mode={dialog.kind} id={dialog.id} onClose={() => setDialog(null)} onSaved={() => { setDialog(null); refresh(); }} />
      )}
      <ExtraActionDialog resource={resource} open={extraOpen} onClose={() => setExtraOpen(null)} onDone={() => { setExtraOpen(null); refresh(); }} />
      {dialog?.kind === 'show' && dialog.id !== undefined && <SchemaShow resource={resource} id={dialog.id} onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={!!deleting}
        title={translate('app.generated.confirmTitle')}
        message={translate('app.generated.deleteConfirm', { title: resource.title, id: deleting?.id ?? '' })}
        confirmLabel={translate('app.generated.confirm')}
        cancelLabel={translate('app.generated.cancel')}
        onConfirm={() => deleting && void deleteRecord(deleting)}
        onCancel={() => setDeleting(null)}
        busy={busy}
        testId="delete-confirm"
      />
    </Paper>
  );
}
