import { createElement } from 'react';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import ViewIcon from '@mui/icons-material/VisibilityOutlined';
import { useTranslate, type RaRecord } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ListAction } from '../../components/index.ts';
import type { ManifestResource } from '../../api/index.ts';
import { builtInRowActionVisible, type RowAction } from '../extensions.ts';
import { ROW_OPERATIONS, useAllowedOps } from '../hooks/useAllowed.ts';

interface Handlers {
  onEdit(row: RaRecord): void;
  onDelete(row: RaRecord): void;
  onShow(row: RaRecord): void;
  /** An extra action that opens its dialog (ExtraActionDialog shows it). */
  onOpenExtra(action: RowAction, row: RaRecord): void;
}

const BUILT_IN = [
  { op: 'update', key: 'edit', icon: EditIcon },
  { op: 'delete', key: 'delete', icon: DeleteIcon, color: 'error' },
  { op: 'get', key: 'detail', icon: ViewIcon },
] as const;

/**
 * A generated row's actions as data for the one list (issue 34): 修改 / 删除 / 详情 as the user's permissions and the
 * resource's rules allow, then the registered extra actions. On a phone 详情 is the card's button (the others go to
 * its menu); on a desk they stand side by side as before, each with its `row-<key>` test id.
 */
export function useRowActionItems(resource: ManifestResource, extra: readonly RowAction[], handlers: Handlers): (row: RaRecord) => ListAction[] {
  const translate = useTranslate();
  const navigate = useNavigate();
  const ops = useAllowedOps(resource, ROW_OPERATIONS);
  const run = { edit: handlers.onEdit, delete: handlers.onDelete, detail: handlers.onShow };
  return (row) => [
    ...BUILT_IN.filter(({ op, key }) => ops.includes(op) && builtInRowActionVisible(resource.name, key, row)).map(({ key, icon, ...rest }) => ({
      key,
      label: translate(`app.generated.${key}`),
      icon: createElement(icon, { fontSize: 'small' }),
      color: 'color' in rest ? rest.color : undefined,
      primary: key === 'detail',
      onClick: () => run[key](row),
      testId: `row-${key}`,
    })),
    ...extra.filter((a) => !a.visible || a.visible(row)).map((a) => ({
      key: a.key,
      label: translate(a.label, { _: a.label }),
      icon: a.icon,
      color: a.color,
      onClick: () => (a.dialog ? handlers.onOpenExtra(a, row) : a.to ? navigate(a.to(row)) : a.onClick?.(row, resource)),
      testId: `row-${a.key}`,
    })),
  ];
}
