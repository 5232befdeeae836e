import type { ThemeOptions } from '@mui/material/styles';
import type { ComponentSize } from '../state/appStore.ts';

/**
 * The size switcher (SPEC §9) as MUI density: every input, button, table and list picks its size from theme
 * default props, and Mini also shrinks the base font and spacing, as element-ui's mini does.
 */
interface Density {
  control: 'small' | 'medium';
  fontSize: number;
  spacing: number;
  dense: boolean;
}

const DENSITY: Record<ComponentSize, Density> = {
  default: { control: 'medium', fontSize: 14, spacing: 8, dense: false },
  medium: { control: 'medium', fontSize: 14, spacing: 7, dense: false },
  small: { control: 'small', fontSize: 13, spacing: 6, dense: true },
  mini: { control: 'small', fontSize: 12, spacing: 5, dense: true },
};

export function densityOptions(size: ComponentSize): ThemeOptions {
  const d = DENSITY[size];
  const sized = { defaultProps: { size: d.control } };
  return {
    spacing: d.spacing,
    typography: { fontSize: d.fontSize },
    components: {
      MuiButton: sized,
      MuiIconButton: sized,
      MuiTextField: sized,
      MuiFormControl: sized,
      MuiInputBase: sized,
      MuiSelect: sized,
      MuiAutocomplete: sized,
      MuiChip: sized,
      MuiCheckbox: sized,
      MuiRadio: sized,
      MuiSwitch: sized,
      MuiToggleButton: sized,
      MuiPagination: sized,
      MuiFab: sized,
      MuiTable: { defaultProps: { size: d.dense ? 'small' : 'medium' } },
      MuiList: { defaultProps: { dense: d.dense } },
      MuiMenuItem: { defaultProps: { dense: d.dense } },
      MuiToolbar: { defaultProps: { variant: d.dense ? 'dense' : 'regular' } },
    },
  };
}
