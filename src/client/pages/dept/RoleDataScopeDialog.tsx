import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useDict } from '../../dict/index.ts';
import type { RowActionDialogProps } from '../../resources/extensions.ts';
import { AssignDialog, useAssign } from '../permission/AssignDialog.tsx';
import { MenuTree, type MenuNode } from '../permission/MenuTree.tsx';
import { parentIds } from '../permission/menuTree.ts';
import { assignRoleDataScope, deptTree, listAllSimpleDepts } from './deptApi.ts';

/** yudao's DataScopeEnum.DEPT_CUSTOM: the only scope that keeps departments. */
const DEPT_CUSTOM = 2;

/**
 * 数据权限 of a role (yudao's role index.vue 分配数据权限): the scope from the system_data_scope dictionary, and for
 * 指定部门 the departments on a checkbox tree. Each department is checked on its own (a parent does not bring its
 * children: the server takes exactly the departments sent).
 */
export default function RoleDataScopeDialog({ row, onClose, onDone }: RowActionDialogProps) {
  const translate = useTranslate();
  const roleId = Number(row.id);
  const { data, loading, failed, saving, save } = useAssign(async () => deptTree(await listAllSimpleDepts()), onDone);
  const scopes = useDict('system_data_scope');
  const [scope, setScope] = useState<number>(Number(row.dataScope ?? 1));
  const [checked, setChecked] = useState<ReadonlySet<number>>(() => new Set(Array.isArray(row.dataScopeDeptIds) ? row.dataScopeDeptIds.map(Number) : []));
  const [expanded, setExpanded] = useState<ReadonlySet<number> | null>(null);
  const open = expanded ?? new Set(data ? parentIds(data) : []);
  const submit = () => void save(() => assignRoleDataScope(roleId, scope, scope === DEPT_CUSTOM ? [...checked] : []));
  return (
    <AssignDialog title={translate('app.dept.dataScopeTitle')} width={560} testId="role-data-scope-dialog" loading={loading} failed={failed} saving={saving} onClose={onClose} onSave={submit}>
      <Box sx={{ display: 'flex', gap: 3, mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="body2">{translate('app.permission.roleName')}<Chip size="small" label={String(row.name ?? '')} sx={{ ml: 1 }} /></Typography>
        <Typography variant="body2">{translate('app.permission.roleCode')}<Chip size="small" label={String(row.code ?? '')} sx={{ ml: 1 }} /></Typography>
      </Box>
      <TextField select fullWidth size="small" label={translate('app.dept.scope')} value={String(scope)} onChange={(e) => setScope(Number(e.target.value))}
        slotProps={{ htmlInput: { 'data-testid': 'data-scope-select' } }} sx={{ mb: 2 }}>
        {scopes.map((d) => <MenuItem key={d.value} value={String(d.value)}>{d.label}</MenuItem>)}
      </TextField>
      {scope === DEPT_CUSTOM && data && (
        <MenuTree
          tree={data as unknown as MenuNode[]}
          checked={checked}
          expanded={open}
          cascade={false}
          onCheck={(node, value) => setChecked((c) => { const next = new Set(c); if (value) next.add(node.id); else next.delete(node.id); return next; })}
          onExpand={(id) => setExpanded(() => { const next = new Set(open); if (next.has(id)) next.delete(id); else next.add(id); return next; })}
        />
      )}
    </AssignDialog>
  );
}
