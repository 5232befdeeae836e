import type { TextFieldProps } from '@mui/material/TextField';
import { labelValue, type WidgetProps } from '@rjsf/utils';

/**
 * What every rjsf widget drawn as an MUI TextField passes on the same way: id and name, label, required, disabled
 * (read-only too), the error state and the blur/focus callbacks. The widget adds its value, onChange and the rest.
 */
export function textFieldProps(props: WidgetProps): TextFieldProps {
  const { id, value, label, hideLabel, required, disabled, readonly, rawErrors = [], onBlur, onFocus, htmlName } = props;
  return {
    id,
    name: htmlName || id,
    label: labelValue(label || undefined, hideLabel, undefined),
    required,
    disabled: disabled || readonly,
    error: rawErrors.length > 0,
    onBlur: () => onBlur(id, value),
    onFocus: () => onFocus(id, value),
    fullWidth: true,
  };
}
