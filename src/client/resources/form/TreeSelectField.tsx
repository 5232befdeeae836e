import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { textFieldProps } from './textFieldProps.ts';

const ROOT = 0;

/** One option of a tree select: its node, indented by its depth in the tree. */
export interface TreeOption {
  id: number;
  name: string;
  depth: number;
}

export interface TreeSelectFieldProps {
  widget: WidgetProps;
  /** The options, parents before their children (deptOptions of a built tree). */
  load: () => Promise<TreeOption[]>;
  /** Offered as 0 with `"ui:options": {"root": true}` (a node's parent). */
  rootLabel: string;
  placeholder: string;
  /** `data-testid` of the input (`<prefix>-<id>`) and of each option. */
  testId: string;
}

/**
 * A node picked on a tree (yudao's treeselect): departments, electoral areas. Options are indented under their
 * parents (and under the root when it is offered); a value not among them (a disabled node) still shows its id.
 */
export function TreeSelectField({ widget, load, rootLabel, placeholder, testId }: TreeSelectFieldProps) {
  const { id, value, required, onChange, options } = widget;
  const [nodes, setNodes] = useState<TreeOption[]>([]);
  useEffect(() => {
    let live = true;
    load().then((rows) => live && setNodes(rows)).catch(() => live && setNodes([]));
    return () => {
      live = false;
    };
  }, [load]);
  const withRoot = Boolean(options.root);
  const known = value === undefined || value === null || (withRoot && value === ROOT) || nodes.some((n) => n.id === value);
  const nameOf = (v: unknown) => (withRoot && v === ROOT ? rootLabel : nodes.find((n) => n.id === v)?.name ?? String(v));
  return (
    <TextField
      {...textFieldProps(widget)}
      select
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
      slotProps={{ select: { renderValue: (v) => (v === '' ? '' : nameOf(v)) }, htmlInput: { 'data-testid': `${testId}-${id}` } }}
    >
      {!required && <MenuItem value=""><em>{placeholder}</em></MenuItem>}
      {withRoot && <MenuItem value={ROOT}>{rootLabel}</MenuItem>}
      {!known && <MenuItem value={value as number}>{String(value)}</MenuItem>}
      {nodes.map((n) => (
        <MenuItem key={n.id} value={n.id} sx={{ pl: 2 + (n.depth + (withRoot ? 1 : 0)) * 2 }} data-testid={`${testId}-option`}>
          {n.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
