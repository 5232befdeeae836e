import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { useEffect, useState } from 'react';
import { textFieldProps } from '../../generated/form/textFieldProps.ts';
import { deptOptions } from '../dept/deptApi.ts';
import { buildTree } from '../permission/menuTree.ts';
import { listAllSimpleAreas } from './areaApi.ts';

const ROOT = 0;
const ROOT_LABEL = '顶级选区';

/**
 * An electoral area picked on the area tree (`"ui:widget": "areaTreeSelect"`): a deputy's 选区 on the user form, an
 * area's parent on the area form (`"ui:options": {"root": true}` offers 顶级选区, 0). Options are indented under
 * their parents; a value not among them still shows its id.
 */
export default function AreaTreeSelectWidget(props: WidgetProps) {
  const { id, value, required, onChange, options } = props;
  const [areas, setAreas] = useState<{ id: number; name: string; depth: number }[]>([]);
  useEffect(() => {
    let live = true;
    listAllSimpleAreas().then((rows) => live && setAreas(deptOptions(buildTree(rows)))).catch(() => live && setAreas([]));
    return () => {
      live = false;
    };
  }, []);
  const withRoot = Boolean(options.root);
  const known = value === undefined || value === null || (withRoot && value === ROOT) || areas.some((a) => a.id === value);
  const nameOf = (v: unknown) => (withRoot && v === ROOT ? ROOT_LABEL : areas.find((a) => a.id === v)?.name ?? String(v));
  return (
    <TextField
      {...textFieldProps(props)}
      select
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
      slotProps={{ select: { renderValue: (v) => (v === '' ? '' : nameOf(v)) }, htmlInput: { 'data-testid': `area-tree-select-${id}` } }}
    >
      {!required && <MenuItem value=""><em>请选择选区</em></MenuItem>}
      {withRoot && <MenuItem value={ROOT}>{ROOT_LABEL}</MenuItem>}
      {!known && <MenuItem value={value as number}>{String(value)}</MenuItem>}
      {areas.map((a) => (
        <MenuItem key={a.id} value={a.id} sx={{ pl: 2 + a.depth * 2 }}>{a.name}</MenuItem>
      ))}
    </TextField>
  );
}
