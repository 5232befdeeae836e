import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import { useMemo } from 'react';
import type { MenuSimple } from '../../api/system/permission.ts';
import { halfChecked, type TreeNode } from './menuTree.ts';

export type MenuNode = TreeNode<MenuSimple>;

interface Props {
  tree: readonly MenuNode[];
  checked: ReadonlySet<number>;
  expanded: ReadonlySet<number>;
  /** 父子联动: parents show half-checked when only some children are. */
  cascade: boolean;
  onCheck(node: MenuNode, value: boolean): void;
  onExpand(id: number): void;
}

/** A checkbox tree (el-tree with show-checkbox): one line per node, children indented under an expand arrow. */
export function MenuTree({ tree, checked, expanded, cascade, onCheck, onExpand }: Props) {
  const half = useMemo(() => (cascade ? halfChecked(tree, checked) : new Set<number>()), [tree, checked, cascade]);
  const render = (nodes: readonly MenuNode[], depth: number) =>
    nodes.map((n) => {
      const open = expanded.has(n.id);
      const isChecked = checked.has(n.id);
      return (
        <Box key={n.id} role="treeitem" aria-expanded={n.children.length ? open : undefined} data-testid="menu-tree-node" data-id={n.id}>
          <Box sx={{ display: 'flex', alignItems: 'center', pl: depth * 2.5, minHeight: 30, '&:hover': { bgcolor: 'action.hover' } }}>
            {n.children.length > 0 ? (
              <IconButton size="small" onClick={() => onExpand(n.id)} aria-label={open ? 'collapse' : 'expand'} data-testid="menu-tree-toggle" sx={{ p: 0.25 }}>
                {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
              </IconButton>
            ) : (
              <Box sx={{ width: 26, flexShrink: 0 }} />
            )}
            <Checkbox
              size="small"
              sx={{ p: 0.5 }}
              checked={isChecked}
              indeterminate={!isChecked && half.has(n.id)}
              onChange={(e) => onCheck(n, e.target.checked)}
              slotProps={{ input: { 'aria-label': n.name, 'data-testid': `menu-check-${n.id}` } as Record<string, string> }}
            />
            <Box component="span" sx={{ fontSize: 14, cursor: 'pointer', userSelect: 'none' }} onClick={() => onCheck(n, !isChecked)}>
              {n.name}
            </Box>
          </Box>
          {open && n.children.length > 0 && <Box role="group">{render(n.children, depth + 1)}</Box>}
        </Box>
      );
    });
  return (
    <Box role="tree" data-testid="menu-tree" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, maxHeight: '55vh', overflowY: 'auto' }}>
      {render(tree, 0)}
    </Box>
  );
}
