import { createTheme, ThemeProvider, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * The survey screens use outlined, content-width fields (element-ui's look, and compact on a phone) instead of
 * react-admin's full-width filled ones, which suit its own forms but not a questionnaire.
 */
const surveyTheme = (outer: Theme): Theme =>
  createTheme(outer, {
    components: {
      MuiTextField: { defaultProps: { variant: 'outlined', margin: 'none', fullWidth: false }, variants: [] },
      MuiFormControl: { defaultProps: { variant: 'outlined', margin: 'none', fullWidth: false } },
    },
  });

export function SurveyTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={surveyTheme}>{children}</ThemeProvider>;
}
