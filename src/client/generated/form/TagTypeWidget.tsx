import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { labelValue } from '@rjsf/utils';
import { TAG_TYPES, TagTypeChip, TagTypeValue } from '../../dict/index.ts';

/**
 * A dictionary entry's colour (`@widget tagType`): the six tag types by label, each drawn in its colour, and no blank
 * choices — the schema's `''` (a colour never chosen) stays valid but is not offered, as in yudao's form.
 */
export function TagTypeWidget(props: WidgetProps) {
  const { id, value, label, hideLabel, required, disabled, readonly, rawErrors = [], onChange, onBlur, onFocus, htmlName } = props;
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
      onChange={(e) => onChange(e.target.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      slotProps={{ select: { renderValue: (v) => (v ? <TagTypeValue value={v} /> : null) } }}
      fullWidth
    >
      {TAG_TYPES.map((type) => (
        <MenuItem key={type} value={type} data-testid={`tag-type-option-${type}`}>
          <TagTypeChip type={type} />
        </MenuItem>
      ))}
    </TextField>
  );
}
