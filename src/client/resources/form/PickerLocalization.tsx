import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { enUS, zhCN } from '@mui/x-date-pickers/locales';
import 'dayjs/locale/zh-cn';
import type { ReactNode } from 'react';
import { useLocaleState } from 'react-admin';

/**
 * The date pickers in the UI's language: Chinese month and weekday names, 清除 / 今天 / 确认 buttons and a week starting on
 * Monday under zh-CN, English otherwise. Each picker carries it, so a picker works in any page without a provider
 * at the root.
 */
export function PickerLocalization({ children }: { children: ReactNode }) {
  const [locale] = useLocaleState();
  const chinese = locale !== 'en';
  const texts = (chinese ? zhCN : enUS).components.MuiLocalizationProvider.defaultProps.localeText;
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={chinese ? 'zh-cn' : 'en'} localeText={texts}>
      {children}
    </LocalizationProvider>
  );
}
