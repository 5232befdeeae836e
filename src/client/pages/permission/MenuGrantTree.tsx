import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { MenuTree, type MenuNode } from './MenuTree.tsx';
import { flatten, grantPayload, initialChecked, normalize, parentIds, toggle } from './menuTree.ts';

interface Props {
  tree: MenuNode[];
  /** The menu ids granted when the tree is first shown. */
  granted: readonly number[];
  disabled?: boolean;
  /** The grant to send (checked nodes and, with 父子联动, half-checked parents), after every change. */
  onChange(menuIds: number[]): void;
}

/**
 * The menu tree of a grant with yudao's three switches (展开/折叠, 全选/全不选, 父子联动): a role's 菜单权限 and a tenant
 * package's menus pick menus the same way.
 */
export function MenuGrantTree({ tree, granted, disabled = false, onChange }: Props) {
  const translate = useTranslate();
  const [cascade, setCascade] = useState(true);
  const [checked, setCheckedState] = useState(() => initialChecked(tree, granted, true));
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const all = flatten(tree).map((n) => n.id);
  const allParents = parentIds(tree);
  const setChecked = (next: Set<number>, linked = cascade) => {
    setCheckedState(next);
    onChange(grantPayload(tree, next, linked));
  };
  const switches = [
    { key: 'expand', checked: expanded.size > 0 && expanded.size === allParents.length, set: (v: boolean) => setExpanded(new Set(v ? allParents : [])) },
    { key: 'checkAll', checked: all.length > 0 && all.every((id) => checked.has(id)), set: (v: boolean) => setChecked(new Set(v ? all : [])) },
    {
      key: 'cascade',
      checked: cascade,
      set: (v: boolean) => {
        setCascade(v);
        setChecked(v ? normalize(tree, checked) : new Set(checked), v);
      },
    },
  ] as const;
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        {switches.map((s) => (
          <FormControlLabel
            key={s.key}
            disabled={disabled}
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
        onCheck={(node, value) => !disabled && setChecked(toggle(tree, checked, node, value, cascade))}
        onExpand={(id) => setExpanded((e) => { const next = new Set(e); if (next.has(id)) next.delete(id); else next.add(id); return next; })}
      />
    </Box>
  );
}
