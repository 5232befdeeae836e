import TextField from '@mui/material/TextField';
import { useBpmRunText } from './useBpmRunText.ts';

export type DayRange = [string, string];

/** A creation-time range as two day pickers (the lists send it as createTime[0] / createTime[1], whole days). */
export function DateRangeFields({ value, onChange }: { value: DayRange; onChange(value: DayRange): void }) {
  const { t } = useBpmRunText();
  const field = (index: 0 | 1, label: string) => (
    <TextField size="small" type="date" label={label} value={value[index]} sx={{ width: 170 }}
      slotProps={{ inputLabel: { shrink: true } }} data-testid={`date-range-${index}`}
      onChange={(e) => onChange(index === 0 ? [e.target.value, value[1]] : [value[0], e.target.value])} />
  );
  return (
    <>
      {field(0, `${t('common.createTime')} ${t('common.dateFrom')}`)}
      {field(1, `${t('common.createTime')} ${t('common.dateTo')}`)}
    </>
  );
}
