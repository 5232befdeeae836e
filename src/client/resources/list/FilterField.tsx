import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useTranslate } from 'react-admin';
import type { FilterSpec, PropertySchema } from '../../../shared/manifest/types.ts';
import { useDict } from '../../dict/index.ts';
import { coerceDictValue, fieldKind } from '../fields.ts';
import { useHasSimpleOptions, useSimpleOptions } from '../hooks/useSimpleOptions.ts';
import { fromPickerDay, rangeReferenceDays, toPickerDay } from '../form/dateTime.ts';
import { PickerLocalization } from '../form/PickerLocalization.tsx';
import type { SearchValue } from './searchValues.ts';

interface FilterFieldProps {
  filter: FilterSpec;
  property: PropertySchema;
  value: SearchValue;
  onChange(value: SearchValue): void;
  onSubmit(): void;
}

interface Option {
  value: string | number | boolean;
  label: string;
}

/**
 * The choices of a field: its dictionary, the rows a reference names (by name), its enum (with its labels), or 是/否;
 * null for free-text fields (and a reference whose rows have no simple list: its id is typed).
 */
function useOptions(property: PropertySchema): Option[] | null {
  const translate = useTranslate();
  const dict = useDict(property.dict ?? '');
  const referenced = useSimpleOptions(property.reference?.resource);
  const kind = fieldKind(property);
  if (kind === 'dict') return dict.map((d) => ({ value: coerceDictValue(property, d.value), label: d.label }));
  if (property.reference) return referenced;
  if (kind === 'enum') return (property.enum ?? []).map((v) => ({ value: v, label: property.labels?.[String(v)] ?? String(v) }));
  if (kind === 'boolean') return [{ value: true, label: translate('app.generated.yes') }, { value: false, label: translate('app.generated.no') }];
  return null;
}

const inputSx = { width: { xs: '100%', sm: 220 } };

/** One input of the search form, chosen by the filter's operation and the field's schema (SPEC §2.3 lists). */
export function FilterField({ filter, property, value, onChange, onSubmit }: FilterFieldProps) {
  const translate = useTranslate();
  const options = useOptions(property);
  const picked = useHasSimpleOptions(property.reference?.resource);
  const name = property.title ?? filter.field;
  const testId = `filter-${filter.field}`;

  if (filter.op === 'dateRange') {
    const [begin = '', end = ''] = Array.isArray(value) ? (value as string[]) : [];
    const days = [toPickerDay(begin), toPickerDay(end)] as const;
    const set = (i: 0 | 1, v: string) => onChange(i === 0 ? [v, end] : [begin, v]);
    const reference = rangeReferenceDays();
    return (
      <PickerLocalization>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, width: { xs: '100%', sm: 'auto' } }} data-testid={testId}>
          {([0, 1] as const).map((i) => (
            <DatePicker
              key={i}
              label={translate(i === 0 ? 'app.generated.rangeStart' : 'app.generated.rangeEnd', { name })}
              value={days[i]}
              onChange={(v) => set(i, fromPickerDay(v))}
              format="YYYY-MM-DD"
              referenceDate={reference[i]}
              // the start cannot pass the end, nor the end the start
              {...(i === 0 ? { maxDate: days[1] ?? undefined } : { minDate: days[0] ?? undefined })}
              enableAccessibleFieldDOMStructure={false}
              slotProps={{
                textField: { size: 'small', variant: 'outlined', inputProps: { 'data-testid': `${testId}-${i === 0 ? 'begin' : 'end'}` } },
                actionBar: { actions: ['clear', 'today', 'accept'] },
              }}
              sx={{ width: { xs: '50%', sm: 160 } }}
            />
          ))}
        </Box>
      </PickerLocalization>
    );
  }

  // A referenced row is found by typing part of its name (there may be hundreds: the deputies who answered). While
  // the names load the picker says so, rather than offering an id box that turns into a picker under the user's typing.
  if (property.reference && (options || picked) && filter.op === 'eq') {
    const choices = options ?? [];
    const chosen = choices.find((o) => String(o.value) === String(value ?? '')) ?? null;
    return (
      <Autocomplete
        size="small"
        options={choices}
        loading={options === null}
        loadingText={translate('common.loading')}
        value={chosen}
        onChange={(_, option) => onChange(option ? (option.value as SearchValue) : undefined)}
        getOptionLabel={(o) => o.label}
        isOptionEqualToValue={(a, b) => a.value === b.value}
        noOptionsText={translate('app.generated.noOptions')}
        renderInput={(params) => (
          <TextField {...params} variant="outlined" label={name} placeholder={translate('app.generated.selectPlaceholder', { name })} slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': testId } }} />
        )}
        sx={inputSx}
      />
    );
  }

  if (options) {
    const multiple = filter.op === 'in';
    // MUI selects compare by identity: keep option values as strings and map back on change.
    const encoded = multiple ? (Array.isArray(value) ? value.map(String) : []) : value === undefined ? '' : String(value);
    return (
      <TextField
        select
        size="small"
        variant="outlined"
        label={name}
        value={encoded}
        onChange={(e) => {
          const raw = e.target.value as string | string[];
          const decode = (s: string) => options.find((o) => String(o.value) === s)?.value;
          onChange(Array.isArray(raw) ? (raw.map(decode).filter((v) => v !== undefined).map(String) as string[]) : raw === '' ? undefined : (decode(raw) as SearchValue));
        }}
        slotProps={{ select: { multiple, displayEmpty: false }, htmlInput: { 'data-testid': testId } }}
        sx={inputSx}
      >
        {!multiple && (
          <MenuItem value="">
            <em>{translate('app.generated.selectPlaceholder', { name })}</em>
          </MenuItem>
        )}
        {options.map((o) => (
          <MenuItem key={String(o.value)} value={String(o.value)}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
    );
  }

  return (
    <TextField
      size="small"
      variant="outlined"
      label={name}
      placeholder={translate('app.generated.inputPlaceholder', { name })}
      value={value === undefined ? '' : String(value)}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onSubmit();
      }}
      type={fieldKind(property) === 'number' && (filter.op === 'eq' || filter.op === 'ge') ? 'number' : 'text'}
      slotProps={{ htmlInput: { 'data-testid': testId } }}
      sx={inputSx}
    />
  );
}
