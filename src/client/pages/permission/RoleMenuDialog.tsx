import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { assignRoleMenus, listAllSimpleMenus, listRoleMenuIds } from '../../api/system/permission.ts';
import type { RowActionDialogProps } from '../../generated/extensions.ts';
import { AssignDialog, useAssign } from './AssignDialog.tsx';
import { MenuTree, type MenuNode } from './MenuTree.tsx';
import { buildTree, flatten, grantPayload, initialChecked, normalize, parentIds, toggle } from './menuTree.ts';

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
  const [cascade, setCascade] = useState(true);
  const [checked, setChecked] = useState(() => initialChecked(tree, data.granted, true));
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const all = flatten(tree).map((n) => n.id);
  const allParents = parentIds(tree);
  const switches = [
    { key: 'expand', checked: expanded.size > 0 && expanded.size === allParents.length, set: (v: boolean) => setExpanded(new Set(v ? allParents : [])) },
    { key: 'checkAll', checked: all.length > 0 && all.every((id) => checked.has(id)), set: (v: boolean) => setChecked(new Set(v ? all : [])) },
    {
      key: 'cascade',
      checked: cascade,
      set: (v: boolean) => {
        setCascade(v);
        if (v) setChecked((c) => normalize(tree, c));
      },
    },
  ] as const;
  return (
    <Box component="form" id="role-menu-form" onSubmit={(e) => { e.preventDefault(); onSave(grantPayload(tree, checked, cascade)); }}>
      <Box sx={{ display: 'flex', gap: 3, mb: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="body2">{translate('app.permission.roleName')}<Chip size="small" label={String(row.name ?? '')} sx={{ ml: 1 }} /></Typography>
        <Typography variant="body2">{translate('app.permission.roleCode')}<Chip size="small" label={String(row.code ?? '')} sx={{ ml: 1 }} /></Typography>
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="body2" sx={{ alignSelf: 'center', fontWeight: 600, mr: 1 }}>{translate('app.permission.menus')}</Typography>
        {switches.map((s) => (
          <FormControlLabel
            key={s.key}
            disabled={saving}
            control={<Switch size="small" checked={s.checked} onChange={(e) => s.set(e.target.checked)} slotProps={{ input: { 'data-testid': `menu-${s.key}` } as Record<string, string> }} />}
            label={translate(`app.permission.${s.key}`)}
            slotProps={{ typography: { variant: 'body2' } }}
          />
        ))}
      </Box>
      <MenuTree
        tree={tree}
        checked={checked}
        expanded={expanded}
        cascade={cascade}
        onCheck={(node, value) => !saving && setChecked((c) => toggle(tree, c, node, value, cascade))}
        onExpand={(id) => setExpanded((e) => { const next = new Set(e); if (next.has(id)) next.delete(id); else next.add(id); return next; })}
      />
    </Box>
  );
}
