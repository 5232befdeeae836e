import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { textFieldProps } from '../../generated/form/textFieldProps.ts';
import { deptOptions, deptTree, listAllSimpleDepts } from './deptApi.ts';

const ROOT = 0;

/**
 * A department picked on the department tree (`"ui:widget": "deptTreeSelect"`, yudao's treeselect): the options are
 * the enabled departments, indented under their parents. `"ui:options": {"root": true}` offers 顶级部门 (0), for a
 * department's parent. A value that is not among them (a disabled department) still shows its id.
 */
export default function DeptTreeSelectWidget(props: WidgetProps) {
  const { id, value, required, onChange, options } = props;
  const translate = useTranslate();
  const rootLabel = translate('app.dept.topDept');
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
  const nameOf = (v: unknown) => (withRoot && v === ROOT ? rootLabel : depts.find((d) => d.id === v)?.name ?? String(v));
  return (
    <TextField
      {...textFieldProps(props)}
      select
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
      slotProps={{ select: { renderValue: (v) => (v === '' ? '' : nameOf(v)) }, htmlInput: { 'data-testid': `dept-tree-select-${id}` } }}
    >
      {!required && <MenuItem value=""><em>{translate('app.dept.selectDept')}</em></MenuItem>}
      {withRoot && <MenuItem value={ROOT}>{rootLabel}</MenuItem>}
      {!known && <MenuItem value={value as number}>{String(value)}</MenuItem>}
      {depts.map((d) => (
        <MenuItem key={d.id} value={d.id} sx={{ pl: 2 + (d.depth + (withRoot ? 1 : 0)) * 2 }} data-testid="dept-option">
          {d.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
