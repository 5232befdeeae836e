import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { WidgetProps } from '@rjsf/utils';
import { TAG_TYPES, TagTypeChip, TagTypeValue } from '../../dict/index.ts';
import { textFieldProps } from './textFieldProps.ts';

/**
 * A dictionary entry's colour (`@widget tagType`): the six tag types by label, each drawn in its colour, and no blank
 * choices — the schema's `''` (a colour never chosen) stays valid but is not offered, as in yudao's form.
 */
export function TagTypeWidget(props: WidgetProps) {
  const { value, onChange } = props;
  return (
    <TextField
      {...textFieldProps(props)}
      select
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ select: { renderValue: (v) => (v ? <TagTypeValue value={v} /> : null) } }}
    >
      {TAG_TYPES.map((type) => (
        <MenuItem key={type} value={type} data-testid={`tag-type-option-${type}`}>
          <TagTypeChip type={type} />
        </MenuItem>
      ))}
    </TextField>
  );
}
