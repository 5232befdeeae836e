import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useTranslate } from 'react-admin';
import { assignRoleMenus, listAllSimpleMenus, listRoleMenuIds } from '../../api/system/permission.ts';
import type { RowActionDialogProps } from '../../resources/extensions.ts';
import { AssignDialog, useAssign } from './AssignDialog.tsx';
import { MenuGrantTree } from './MenuGrantTree.tsx';
import type { MenuNode } from './MenuTree.tsx';
import { buildTree, grantPayload, initialChecked } from './menuTree.ts';

interface Loaded {
  tree: MenuNode[];
  granted: number[];
}

const load = (roleId: number) => async (): Promise<Loaded> => {
  const [menus, granted] = await Promise.all([listAllSimpleMenus(), listRoleMenuIds(roleId)]);
  return { tree: buildTree(menus), granted };
};

/** 菜单权限 of a role (yudao's RoleAssignMenuForm): the menu tree with the role's grants checked. */
export default function RoleMenuDialog({ row, onClose, onDone }: RowActionDialogProps) {
  const translate = useTranslate();
  const roleId = Number(row.id);
  const { data, loading, failed, saving, save } = useAssign(load(roleId), onDone);
  return (
    <AssignDialog title={translate('app.permission.menuTitle')} width={800} testId="role-menu-dialog" loading={loading} failed={failed} saving={saving} onClose={onClose} formId="role-menu-form">
      {data && <RoleMenuForm key="form" row={row} data={data} saving={saving} onSave={(ids) => void save(() => assignRoleMenus(roleId, ids))} />}
    </AssignDialog>
  );
}

/** The form under the frame; the frame's 确定 submits it. */
function RoleMenuForm({ row, data, saving, onSave }: { row: RowActionDialogProps['row']; data: Loaded; saving: boolean; onSave(ids: number[]): void }) {
  const translate = useTranslate();
  const { tree } = data;
  // What 确定 sends: the grant as shown, until the tree reports a change.
  const grant = useRef(grantPayload(tree, initialChecked(tree, data.granted, true), true));
  return (
    <Box component="form" id="role-menu-form" onSubmit={(e) => { e.preventDefault(); onSave(grant.current); }}>
      <Box sx={{ display: 'flex', gap: 3, mb: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="body2" component="div">{translate('app.permission.roleName')}<Chip size="small" label={String(row.name ?? '')} sx={{ ml: 1 }} /></Typography>
        <Typography variant="body2" component="div">{translate('app.permission.roleCode')}<Chip size="small" label={String(row.code ?? '')} sx={{ ml: 1 }} /></Typography>
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>{translate('app.permission.menus')}</Typography>
      <MenuGrantTree tree={tree} granted={data.granted} disabled={saving} onChange={(ids) => { grant.current = ids; }} />
    </Box>
  );
}
