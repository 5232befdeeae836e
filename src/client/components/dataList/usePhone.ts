import useMediaQuery from '@mui/material/useMediaQuery';

/** Below 600 px a list is cards, a dialog fills the screen, a form has one column (issue 34). */
export const PHONE_QUERY = '(max-width:599.98px)';

export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY, { noSsr: true });
}
