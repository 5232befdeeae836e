import Typography from '@mui/material/Typography';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { listAllSimpleMenus } from '../../api/system/permission.ts';
import { MenuGrantTree } from './MenuGrantTree.tsx';
import type { MenuNode } from './MenuTree.tsx';
import { buildTree } from './menuTree.ts';

/**
 * A list of menu ids picked on the menu tree of a role's 菜单权限 (`"ui:widget": "menuTree"`): a tenant package's
 * menus. The tree is every menu the signed-in user may see (the platform's administrator: all of them).
 */
export default function MenuTreeWidget({ value, onChange, disabled, readonly, label, rawErrors = [] }: WidgetProps) {
  const [tree, setTree] = useState<MenuNode[] | null>(null);
  useEffect(() => {
    let live = true;
    listAllSimpleMenus().then((menus) => live && setTree(buildTree(menus))).catch(() => live && setTree([]));
    return () => {
      live = false;
    };
  }, []);
  const granted = Array.isArray(value) ? value.map(Number) : [];
  return (
    <div data-testid="menu-tree-widget">
      <Typography variant="body2" sx={{ mb: 0.5 }} color={rawErrors.length ? 'error' : 'textPrimary'}>{label}</Typography>
      {tree && <MenuGrantTree tree={tree} granted={granted} disabled={disabled || readonly} onChange={(ids) => onChange(ids)} />}
      {rawErrors.map((e) => <Typography key={e} variant="caption" color="error">{e}</Typography>)}
    </div>
  );
}
