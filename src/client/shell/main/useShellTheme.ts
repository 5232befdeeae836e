import { createTheme, type Theme } from '@mui/material/styles';
import { deepmerge } from '@mui/utils';
import { useMemo } from 'react';
import { theme as baseTheme } from '../../theme.ts';
import type { ComponentSize } from '../state/appStore.ts';
import { densityOptions } from './density.ts';

/** The app theme with the chosen theme colour and component size; rebuilt only when one of them changes. */
export function useShellTheme(color: string, size: ComponentSize): Theme {
  return useMemo(() => {
    const options = deepmerge(deepmerge(baseTheme, densityOptions(size)), { palette: { primary: { main: color, contrastText: '#fff' } } });
    return createTheme(options as Parameters<typeof createTheme>[0]);
  }, [color, size]);
}
