import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** SPEC §9: default theme colour #409EFF; Chinese UI fonts first. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: { main: '#409EFF', contrastText: '#fff' },
    secondary: { main: '#b3261e' },
    success: { main: '#67C23A', contrastText: '#fff' },
    warning: { main: '#E6A23C', contrastText: '#fff' },
    error: { main: '#F56C6C', contrastText: '#fff' },
    info: { main: '#909399', contrastText: '#fff' },
  },
  typography: {
    // Chinese labels have no case; uppercase only makes the English ones shout.
    button: { textTransform: 'none' },
    fontFamily:
      '"Helvetica Neue", Helvetica, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "WenQuanYi Micro Hei", Arial, sans-serif',
  },
  shape: { borderRadius: 4 },
};
