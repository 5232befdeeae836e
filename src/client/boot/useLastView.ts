import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { releaseLastView } from './lastView.ts';
import { saveLastView } from './saveLastView.ts';

const HOME_PATHS = ['/', '/index'];

/**
 * For the home page: once none of its cards is busy, the live page has what the painted view showed — the view
 * steps aside, and what the page shows now is kept for the next open (and again when the user leaves the app, so
 * the next open shows the latest). The whole app's root is kept, shell and all, as the screen looked.
 */
export function useLastView(page: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = page.current;
    const root = document.getElementById('root');
    if (!element || !root) return;
    // Cards are there (the permissions are known) and none is still loading.
    const complete = () => element.querySelector('[data-state]') !== null && element.querySelector('[aria-busy="true"]') === null;
    let saved = false;
    const settle = () => {
      if (saved || !complete()) return;
      saved = true;
      // After the frame that paints the live cards, so that the painted view gives way without a flash.
      requestAnimationFrame(() => {
        releaseLastView();
        saveLastView(root, '/index');
      });
    };
    const observer = new MutationObserver(settle);
    observer.observe(element, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] });
    settle();
    const onHide = () => {
      if (document.visibilityState === 'hidden' && complete()) saveLastView(root, '/index');
    };
    document.addEventListener('visibilitychange', onHide);
    return () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', onHide);
    };
  }, [page]);
}

/** For the app's routes: anywhere but the home page (a sign-in, a redirect, a deep link), the painted view goes. */
export function useReleaseLastViewElsewhere(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!HOME_PATHS.includes(pathname)) releaseLastView();
  }, [pathname]);
}
