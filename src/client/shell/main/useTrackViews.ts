import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useStore } from '../../lib/index.ts';
import { routeStore } from '../../routes/index.ts';
import { findRoute, HOME_PATH, routeTitle } from '../state/routeLookup.ts';
import { tags } from '../state/tagsStore.ts';

/**
 * Adds every opened view to the tags view (SPEC §4): home first and pinned, then the page at the current
 * location with its menu title and noCache flag. /redirect is a passage, never a tab. Returns the title of the
 * current view (for the dynamic page title).
 */
export function useTrackViews(): string {
  const translate = useTranslate();
  const { pathname, search, hash } = useLocation();
  const pages = useStore(routeStore, (s) => s.pages);
  const homeTitle = translate('app.home.title');
  const route = pathname === HOME_PATH ? undefined : findRoute(pages, pathname);
  const title = pathname === HOME_PATH ? homeTitle : route ? routeTitle(route, translate) : '';

  useEffect(() => {
    tags.add({ path: HOME_PATH, fullPath: HOME_PATH, title: homeTitle, affix: true, noCache: false });
  }, [homeTitle]);

  useEffect(() => {
    if (pathname.startsWith('/redirect/') || !title) return;
    tags.add({ path: pathname, fullPath: `${pathname}${search}${hash}`, title, affix: pathname === HOME_PATH, noCache: route?.noCache ?? false });
  }, [pathname, search, hash, title, route]);

  return title;
}
