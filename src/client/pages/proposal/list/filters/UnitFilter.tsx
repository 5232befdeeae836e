import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import type { FilterWidgetProps } from '../../../../resources/extensions.ts';
import { loadUnits, type Unit } from '../../units.ts';

/** 主办单位 of the staff list: one of the handling units by name, not a department id to type. */
export function UnitFilter({ label, value, onChange, testId }: FilterWidgetProps) {
  const [units, setUnits] = useState<Unit[]>([]);
  useEffect(() => {
    loadUnits().then(setUnits, () => setUnits([]));
  }, []);
  return (
    <TextField select size="small" variant="outlined" label={label} value={value === undefined ? '' : String(value)} sx={{ width: { xs: '100%', sm: 220 } }}
      onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))} slotProps={{ htmlInput: { 'data-testid': testId } }}>
      <MenuItem value="">&nbsp;</MenuItem>
      {units.map((u) => <MenuItem key={u.id} value={String(u.id)} sx={{ pl: 2 + u.depth * 2 }}>{u.name}</MenuItem>)}
    </TextField>
  );
}
