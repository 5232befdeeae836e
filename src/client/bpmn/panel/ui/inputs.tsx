import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';

interface SelectProps<T extends string> {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange(value: T): void;
  testId?: string;
  disabled?: boolean;
  error?: string;
}

/** A small select whose change is applied at once (one command). */
export function PanelSelect<T extends string>({ label, value, options, onChange, testId, disabled, error }: SelectProps<T>) {
  return (
    <TextField
      select
      size="small"
      fullWidth
      margin="dense"
      label={label}
      value={value}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error}
      onChange={(e) => onChange(e.target.value as T)}
      slotProps={{ select: { SelectDisplayProps: { 'data-testid': testId } as object } }}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value} data-testid={testId ? `${testId}-${o.value}` : undefined}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function PanelSwitch({ label, checked, onChange, testId }: { label: string; checked: boolean; onChange(value: boolean): void; testId?: string }) {
  return (
    <FormControlLabel
      control={<Switch size="small" checked={checked} onChange={(e) => onChange(e.target.checked)} slotProps={{ input: { 'data-testid': testId } as object }} />}
      label={label}
    />
  );
}

/** A controlled text input of a dialog or drawer form (not committed until the form is saved). */
export function FormInput({ label, value, onChange, error, testId, multiline, required }: { label: string; value: string; onChange(v: string): void; error?: string; testId?: string; multiline?: boolean; required?: boolean }) {
  return (
    <TextField
      size="small"
      fullWidth
      margin="dense"
      label={label}
      value={value}
      required={required}
      multiline={multiline}
      minRows={multiline ? 3 : undefined}
      error={Boolean(error)}
      helperText={error}
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ htmlInput: { 'data-testid': testId } }}
    />
  );
}
