import { enUS, zhCN } from '@mui/material/locale';
import { createTheme, type Theme } from '@mui/material/styles';
import { deepmerge } from '@mui/utils';
import { useMemo } from 'react';
import { readableColour, theme as baseTheme } from '../../theme.ts';
import type { ComponentSize } from '../state/appStore.ts';
import { densityOptions } from './density.ts';

/**
 * The app theme with the chosen theme colour (in the shade that reads: theme.ts), component size and language; rebuilt only when one of them changes.
 * The language gives MUI's own texts in Chinese (an Autocomplete's 没有可用选项, its 清空/打开 buttons), English under en.
 */
export function useShellTheme(color: string, size: ComponentSize, locale: string): Theme {
  return useMemo(() => {
    const options = deepmerge(deepmerge(baseTheme, densityOptions(size)), { palette: { primary: readableColour(color) } });
    return createTheme(options as Parameters<typeof createTheme>[0], locale === 'en' ? enUS : zhCN);
  }, [color, size, locale]);
}
