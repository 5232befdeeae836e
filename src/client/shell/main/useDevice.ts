import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { appStore, closeSidebar, setDevice } from '../state/appStore.ts';

/** SPEC §9: below a 992px body width the product is in mobile mode. */
export const MOBILE_QUERY = '(max-width:991.98px)';

/** Follows the window into and out of mobile mode; on mobile a route change closes the sidebar (SPEC §2.3). */
export function useDevice(): boolean {
  const mobile = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const { pathname } = useLocation();
  useEffect(() => setDevice(mobile ? 'mobile' : 'desktop'), [mobile]);
  useEffect(() => {
    if (appStore.get().device === 'mobile' && appStore.get().opened) closeSidebar();
  }, [pathname]);
  return mobile;
}
