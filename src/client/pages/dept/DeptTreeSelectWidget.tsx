import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { labelValue } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { deptOptions, deptTree, listAllSimpleDepts } from './deptApi.ts';

const ROOT = 0;
const ROOT_LABEL = '顶级部门';

/**
 * A department picked on the department tree (`"ui:widget": "deptTreeSelect"`, yudao's treeselect): the options are
 * the enabled departments, indented under their parents. `"ui:options": {"root": true}` offers 顶级部门 (0), for a
 * department's parent. A value that is not among them (a disabled department) still shows its id.
 */
export default function DeptTreeSelectWidget(props: WidgetProps) {
  const { id, value, label, hideLabel, required, disabled, readonly, rawErrors = [], onChange, onBlur, onFocus, options, htmlName } = props;
  const [depts, setDepts] = useState<{ id: number; name: string; depth: number }[]>([]);
  useEffect(() => {
    let live = true;
    listAllSimpleDepts().then((rows) => live && setDepts(deptOptions(deptTree(rows)))).catch(() => live && setDepts([]));
    return () => {
      live = false;
    };
  }, []);
  const withRoot = Boolean(options.root);
  const known = value === undefined || value === null || (withRoot && value === ROOT) || depts.some((d) => d.id === value);
  const nameOf = (v: unknown) => (withRoot && v === ROOT ? ROOT_LABEL : depts.find((d) => d.id === v)?.name ?? String(v));
  return (
    <TextField
      select
      id={id}
      name={htmlName || id}
      label={labelValue(label || undefined, hideLabel, undefined)}
      value={value ?? ''}
      required={required}
      disabled={disabled || readonly}
      error={rawErrors.length > 0}
      onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      slotProps={{ select: { renderValue: (v) => (v === '' ? '' : nameOf(v)) }, htmlInput: { 'data-testid': `dept-tree-select-${id}` } }}
      fullWidth
    >
      {!required && <MenuItem value=""><em>请选择归属部门</em></MenuItem>}
      {withRoot && <MenuItem value={ROOT}>{ROOT_LABEL}</MenuItem>}
      {!known && <MenuItem value={value as number}>{String(value)}</MenuItem>}
      {depts.map((d) => (
        <MenuItem key={d.id} value={d.id} sx={{ pl: 2 + (d.depth + (withRoot ? 1 : 0)) * 2 }} data-testid="dept-option">
          {d.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
