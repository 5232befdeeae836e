import type { Theme } from '@mui/material/styles';
import { defaultTheme, type RaThemeOptions } from 'react-admin';
import { LIGHT_BACKGROUNDS, readableOn } from './lib/contrast.ts';

/** SPEC §9: default theme colour #409EFF. */
export const DEFAULT_BRAND = '#409EFF';

/**
 * A palette colour from an element-ui colour: `light` is the colour itself (the brand, for what carries no text),
 * `main` its shade that reads on the admin's light backgrounds, so text, links, outlined buttons and tags drawn in
 * `main`, and white text on a `main` fill, meet WCAG AA's 4.5:1 (docs/accessibility.md).
 */
export const readableColour = (colour: string) => ({ main: readableOn(colour, LIGHT_BACKGROUNDS), light: colour, contrastText: '#fff' });

/** SPEC §9: default theme colour #409EFF and element-ui's status colours, in shades that read; Chinese UI fonts first. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: 'light',
    primary: readableColour(DEFAULT_BRAND),
    secondary: { main: '#b3261e' },
    success: readableColour('#67C23A'),
    warning: readableColour('#E6A23C'),
    error: readableColour('#F56C6C'),
    info: readableColour('#909399'),
  },
  typography: {
    // Chinese labels have no case; uppercase only makes the English ones shout.
    button: { textTransform: 'none' },
    fontFamily:
      '"Helvetica Neue", Helvetica, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "WenQuanYi Micro Hei", Arial, sans-serif',
  },
  shape: { borderRadius: 4 },
  components: {
    ...defaultTheme.components,
    // A visible focus on every button, link button, list entry and tab reached by keyboard (MUI's ripple is faint).
    MuiButtonBase: { styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 } }) } },
    // A phone is worked with a thumb: there every button, icon button and menu entry is at least 44 px tall (WCAG
    // 2.5.5, issue 34); a desk keeps the compact sizes of element-ui.
    MuiButton: { styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ [theme.breakpoints.down('sm')]: { minHeight: 44 } }) } },
    MuiIconButton: { styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ [theme.breakpoints.down('sm')]: { minWidth: 44, minHeight: 44 } }) } },
    MuiMenuItem: { styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ [theme.breakpoints.down('sm')]: { minHeight: 44 } }) } },
    // On a phone a dialog with a form or details takes the whole screen (a 32 px frame around 343 px of form helps
    // nobody); a question (ConfirmDialog, maxWidth xs) stays a small card in the middle. `&&` outranks the widths
    // the dialogs give their paper in sx.
    MuiDialog: {
      styleOverrides: {
        paper: ({ theme }: { theme: Theme }) => ({
          [theme.breakpoints.down('sm')]: {
            '&&:not(.MuiDialog-paperWidthXs)': { margin: 0, width: '100%', maxWidth: '100%', height: '100%', maxHeight: '100%', borderRadius: 0 },
          },
        }),
      },
    },
    // A disabled field's help still informs (the designer's 流程标识 cannot change): readable, not greyed out.
    MuiFormHelperText: { styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }) } },
  },
};
