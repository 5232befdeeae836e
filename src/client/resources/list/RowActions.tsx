import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/EditOutlined';
import ViewIcon from '@mui/icons-material/VisibilityOutlined';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslate, type RaRecord } from 'react-admin';
import type { Operation } from '../../../shared/manifest/types.ts';
import type { ManifestResource } from '../../api/index.ts';
import { builtInRowActionVisible, type RowAction } from '../extensions.ts';
import { Guarded } from '../Guarded.tsx';
import { ExtraRowActions, rowButtonSx } from './ExtraRowActions.tsx';

interface RowActionsProps {
  resource: ManifestResource;
  row: RaRecord;
  onEdit(row: RaRecord): void;
  onDelete(row: RaRecord): void;
  onShow(row: RaRecord): void;
  /** Registered extra actions this user may use (registerRowAction). */
  extra?: readonly RowAction[];
  /** Reloads the list after an extra action saved. */
  onRefresh?(): void;
}

const ACTIONS: ReadonlyArray<{ op: Operation; key: 'edit' | 'delete' | 'detail'; icon: ReactNode; color?: 'error' }> = [
  { op: 'update', key: 'edit', icon: <EditIcon fontSize="small" /> },
  { op: 'delete', key: 'delete', icon: <DeleteIcon fontSize="small" />, color: 'error' },
  { op: 'get', key: 'detail', icon: <ViewIcon fontSize="small" /> },
];

/** 修改 / 删除 / 详情 of one row, each guarded by the manifest's permission code, then the registered extra actions. */
export function RowActions({ resource, row, onEdit, onDelete, onShow, extra = [], onRefresh = () => undefined }: RowActionsProps) {
  const translate = useTranslate();
  const handlers = { edit: onEdit, delete: onDelete, detail: onShow };
  return (
    <>
      {ACTIONS.filter(({ key }) => builtInRowActionVisible(resource.name, key, row)).map(({ op, key, icon, color }) => (
        <Guarded key={key} resource={resource} op={op}>
          <Button size="small" variant="text" color={color} startIcon={icon} onClick={() => handlers[key](row)} data-testid={`row-${key}`} sx={rowButtonSx}>
            {translate(`app.generated.${key}`)}
          </Button>
        </Guarded>
      ))}
      {extra.length > 0 && <ExtraRowActions resource={resource} row={row} actions={extra} onDone={onRefresh} />}
    </>
  );
}
