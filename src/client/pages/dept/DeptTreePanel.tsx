import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import { useEffect, useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { flatten } from '../permission/menuTree.ts';
import { deptTree, listAllSimpleDepts, type DeptNode } from './deptApi.ts';

interface Props {
  selected: number | undefined;
  /** Clicking the selected department again clears the choice (all departments). */
  onSelect(id: number | undefined): void;
}

/** Keeps the departments whose name contains the text, with their ancestors and everything below them. */
function filterTree(tree: readonly DeptNode[], text: string): DeptNode[] {
  if (!text) return [...tree];
  return tree.flatMap((n) => {
    if (n.name.includes(text)) return [n];
    const children = filterTree(n.children, text);
    return children.length ? [{ ...n, children }] : [];
  });
}

/**
 * The department tree beside the user list (yudao's user index.vue): a name filter above a tree, all open; clicking
 * a department shows its users and those of the departments below it.
 */
export function DeptTreePanel({ selected, onSelect }: Props) {
  const translate = useTranslate();
  // null until the departments are in: "none" is said only of an answer, never while it is awaited
  const [tree, setTree] = useState<DeptNode[] | null>(null);
  const [text, setText] = useState('');
  const [closed, setClosed] = useState<ReadonlySet<number>>(new Set());
  useEffect(() => {
    let live = true;
    listAllSimpleDepts().then((rows) => live && setTree(deptTree(rows))).catch(() => live && setTree([]));
    return () => {
      live = false;
    };
  }, []);
  const shown = useMemo(() => filterTree(tree ?? [], text.trim()), [tree, text]);
  const toggle = (id: number) => setClosed((c) => { const next = new Set(c); if (next.has(id)) next.delete(id); else next.add(id); return next; });
  const render = (nodes: readonly DeptNode[], depth: number) =>
    nodes.map((n) => {
      const open = !closed.has(n.id);
      const active = selected === n.id;
      return (
        <Box key={n.id} role="treeitem" aria-selected={active} aria-expanded={n.children.length ? open : undefined}>
          <Box sx={{ display: 'flex', alignItems: 'center', pl: depth * 2, minHeight: 28, borderRadius: 1, bgcolor: active ? 'action.selected' : undefined, '&:hover': { bgcolor: active ? 'action.selected' : 'action.hover' } }}>
            {n.children.length > 0 ? (
              <IconButton size="small" sx={{ p: 0.25 }} onClick={() => toggle(n.id)} aria-label={open ? 'collapse' : 'expand'}>
                {open ? <ExpandMoreIcon fontSize="small" /> : <ChevronRightIcon fontSize="small" />}
              </IconButton>
            ) : (
              <Box sx={{ width: 26, flexShrink: 0 }} />
            )}
            <Box component="span" data-testid="dept-tree-node" data-id={n.id} onClick={() => onSelect(active ? undefined : n.id)}
              sx={{ fontSize: 14, cursor: 'pointer', userSelect: 'none', flex: 1, color: active ? 'primary.main' : undefined, whiteSpace: 'nowrap' }}>
              {n.name}
            </Box>
          </Box>
          {open && n.children.length > 0 && <Box role="group">{render(n.children, depth + 1)}</Box>}
        </Box>
      );
    });
  return (
    <Box data-testid="dept-tree-panel" sx={{ width: { xs: '100%', md: 240 }, flexShrink: 0 }}>
      <TextField size="small" fullWidth placeholder={translate('app.dept.filterPlaceholder')} value={text} onChange={(e) => setText(e.target.value)} sx={{ mb: 1 }}
        slotProps={{ htmlInput: { 'data-testid': 'dept-tree-filter' } }} />
      <Box role="tree" sx={{ maxHeight: { md: '70vh' }, overflow: 'auto' }}>
        {render(shown, 0)}
        {tree !== null && flatten(tree).length === 0 && <Box sx={{ color: 'text.secondary', fontSize: 13, p: 1 }}>{translate('app.dept.none')}</Box>}
      </Box>
    </Box>
  );
}
